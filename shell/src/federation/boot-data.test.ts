import { fetchedUrls, inlineBootData, removeInlineBootData, serveBootFiles, TEST_CONFIG } from '../testing/boot-files';
import { currentRuntimeConfig } from '@receipts/shared';
import { activeRemotes, forgetBootData, loadBootData } from './boot-data';

const REMOTES = {
  mfe_feed: { manifest: '/remotes/mfe-feed/mf-manifest.json', entry: '/remotes/mfe-feed/remoteEntry.js', version: '0.1.0' },
  mfe_elsewhere: '/remotes/elsewhere/mf-manifest.json',
};
const origin = window.location.origin;

beforeEach(() => {
  forgetBootData();
  removeInlineBootData();
});

describe('loadBootData', () => {
  it('reads the config and the remotes map the server inlined into the page, without a request', async () => {
    const fetch = serveBootFiles();
    inlineBootData({ config: TEST_CONFIG, remotes: REMOTES });
    await expect(loadBootData()).resolves.toEqual({
      config: TEST_CONFIG,
      remotes: {
        mfe_feed: {
          manifest: `${origin}/remotes/mfe-feed/mf-manifest.json`,
          entry: `${origin}/remotes/mfe-feed/remoteEntry.js`,
          version: '0.1.0',
        },
        // Any remote the site's registry serves: the shell has no list of its own.
        mfe_elsewhere: { manifest: `${origin}/remotes/elsewhere/mf-manifest.json` },
      },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hands the runtime config to the remotes through @receipts/shared', async () => {
    serveBootFiles();
    inlineBootData({ config: { ...TEST_CONFIG, trackRecordTimeZone: 'Europe/London' }, remotes: {} });
    expect(currentRuntimeConfig()).toBeNull();
    await loadBootData();
    expect(currentRuntimeConfig()?.trackRecordTimeZone).toBe('Europe/London');
  });

  it("keeps the browser's canary seed the server assigned", async () => {
    serveBootFiles();
    inlineBootData({ config: TEST_CONFIG, remotes: {}, seed: 42 });
    await expect(loadBootData()).resolves.toMatchObject({ seed: 42 });
  });

  it('reads the page once: later calls share the answer', async () => {
    inlineBootData({ config: TEST_CONFIG, remotes: REMOTES });
    const first = loadBootData();
    removeInlineBootData();
    expect(loadBootData()).toBe(first);
    await expect(loadBootData()).resolves.toMatchObject({ config: TEST_CONFIG });
  });

  it('without boot data in the page (a development server), fetches /runtime-config.json and /remotes.json once', async () => {
    const fetch = serveBootFiles({ remotes: REMOTES });
    const [a, b] = await Promise.all([loadBootData(), loadBootData()]);
    expect(a).toBe(b);
    expect(a.config).toEqual(TEST_CONFIG);
    expect(a.remotes.mfe_feed?.entry).toBe(`${origin}/remotes/mfe-feed/remoteEntry.js`);
    expect(fetchedUrls(fetch).sort()).toEqual(['/remotes.json', '/runtime-config.json']);
    for (const [, init] of fetch.mock.calls) expect(init).toMatchObject({ cache: 'no-cache', credentials: 'same-origin' });
  });

  it('falls back to the requests when the inline JSON is broken', async () => {
    const fetch = serveBootFiles({ remotes: REMOTES });
    inlineBootData('{"config": {"apiBaseUrl": "/api",');
    await expect(loadBootData()).resolves.toMatchObject({ config: TEST_CONFIG });
    expect(fetchedUrls(fetch).sort()).toEqual(['/remotes.json', '/runtime-config.json']);
  });

  it('falls back to the requests when the inline data has no config, or is empty', async () => {
    const fetch = serveBootFiles();
    inlineBootData({ remotes: REMOTES });
    await loadBootData();
    expect(fetch).toHaveBeenCalledTimes(2);

    forgetBootData();
    fetch.mockClear();
    inlineBootData('');
    await loadBootData();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('accepts inline data with no remotes map (no remote is then loadable)', async () => {
    inlineBootData({ config: TEST_CONFIG });
    await expect(loadBootData()).resolves.toEqual({ config: TEST_CONFIG, remotes: {} });
  });

  it('rejects when a request fails, and tries again on the next call', async () => {
    serveBootFiles({ config: { ok: false, status: 503 } });
    await expect(loadBootData()).rejects.toThrow('Could not load /runtime-config.json (503)');
    const fetch = serveBootFiles();
    await expect(loadBootData()).resolves.toMatchObject({ config: TEST_CONFIG });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects when a fetched file is not JSON', async () => {
    const fetch = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => (url === '/remotes.json' ? Promise.reject(new SyntaxError('Unexpected token <')) : TEST_CONFIG),
    }));
    await expect(loadBootData(document, fetch as unknown as typeof globalThis.fetch)).rejects.toThrow('Unexpected token <');
  });

  it('reads the document it is given', async () => {
    const doc = document.implementation.createHTMLDocument('other');
    inlineBootData({ config: { ...TEST_CONFIG, environment: 'other' }, remotes: {} }, doc);
    const fetch = jest.fn();
    await expect(loadBootData(doc, fetch as unknown as typeof globalThis.fetch)).resolves.toMatchObject({
      config: { environment: 'other' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('activeRemotes', () => {
  const directory = {
    manifest: '/1.0.0/mf-manifest.json',
    version: '1.0.0',
    routes: ['/commentators'],
    canary: { manifest: '/2.0.0/mf-manifest.json', version: '2.0.0', routes: ['/commentators', '/pundits'], percent: 30 },
  };

  it("describes each canaried remote by the version this browser's seed runs, and says which channel that is", () => {
    expect(activeRemotes({ seed: 29, remotes: { mfe_directory: directory } }).mfe_directory).toEqual({
      manifest: '/2.0.0/mf-manifest.json',
      version: '2.0.0',
      routes: ['/commentators', '/pundits'],
      channel: 'canary',
    });
    expect(activeRemotes({ seed: 30, remotes: { mfe_directory: directory } }).mfe_directory).toEqual({
      manifest: '/1.0.0/mf-manifest.json',
      version: '1.0.0',
      routes: ['/commentators'],
      channel: 'stable',
    });
  });

  it('leaves remotes without a canary as they are', () => {
    const feed = { manifest: '/feed/mf-manifest.json', version: '0.1.0' };
    expect(activeRemotes({ seed: 0, remotes: { mfe_feed: feed } })).toEqual({ mfe_feed: feed });
  });
});
