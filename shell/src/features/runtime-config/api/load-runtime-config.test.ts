import { loadRuntimeConfig, resetRuntimeConfigForTests } from './load-runtime-config';

beforeEach(() => resetRuntimeConfigForTests());

describe('loadRuntimeConfig', () => {
  it('fetches /runtime-config.json once per page', async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ environment: 'test' }) })) as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).resolves.toEqual({ environment: 'test' });
    await loadRuntimeConfig();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('tries again after a failure', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 502 })
      .mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ environment: 'test' }) }) as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).rejects.toThrow('Failed to load runtime config (502)');
    await expect(loadRuntimeConfig()).resolves.toEqual({ environment: 'test' });
  });
});
