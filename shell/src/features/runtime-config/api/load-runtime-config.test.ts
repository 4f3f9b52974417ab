import { fetchedUrls, inlineBootData, removeInlineBootData, serveBootFiles, TEST_CONFIG } from '../../../testing/boot-files';
import { loadRuntimeConfig, resetRuntimeConfigForTests } from './load-runtime-config';

beforeEach(() => {
  resetRuntimeConfigForTests();
  removeInlineBootData();
});

describe('loadRuntimeConfig', () => {
  it('reads the config the server inlined into the page, without a request', async () => {
    const fetch = serveBootFiles();
    inlineBootData({ config: { ...TEST_CONFIG, environment: 'inline' }, remotes: {} });
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ environment: 'inline' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without boot data in the page, fetches /runtime-config.json (and the remotes map) once per page', async () => {
    const fetch = serveBootFiles({ config: { ...TEST_CONFIG, environment: 'fetched' } });
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ environment: 'fetched' });
    await loadRuntimeConfig();
    expect(fetchedUrls(fetch).sort()).toEqual(['/remotes.json', '/runtime-config.json']);
    expect(fetch).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('tries again after a failure', async () => {
    const fetch = serveBootFiles({ config: { ok: false, status: 502 } });
    await expect(loadRuntimeConfig()).rejects.toThrow('Could not load /runtime-config.json (502)');
    serveBootFiles({ config: { ...TEST_CONFIG, environment: 'second' } });
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ environment: 'second' });
    expect(fetchedUrls(fetch)).toContain('/runtime-config.json');
  });
});
