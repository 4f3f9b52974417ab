/** @jest-environment jest-fixed-jsdom */
import { createInstance } from '@module-federation/enhanced/runtime';
import { installScriptNetwork, resetFederation } from '../../testing/remote-network';
import { boundedLoadPlugin, LOAD_TIMEOUT_MS } from './bounded-load-plugin';

beforeEach(() => {
  jest.useFakeTimers();
  resetFederation('mfe_directory');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const settledAfter = (promise: Promise<unknown>) => {
  const state = { settled: false, error: undefined as unknown };
  promise
    .catch((error: unknown) => {
      state.error = error;
    })
    .finally(() => {
      state.settled = true;
    });
  return state;
};

describe('boundedLoadPlugin', () => {
  it(`fails an entry script that never answers after ${LOAD_TIMEOUT_MS / 1000} s (the runtime alone waits 20 s)`, async () => {
    installScriptNetwork('mfe_directory', () => () => 'hang');
    const federation = createInstance({
      name: 'host',
      remotes: [{ name: 'mfe_directory', entry: 'https://cdn.example/d/remoteEntry.js' }],
      plugins: [boundedLoadPlugin()],
    });
    const state = settledAfter(federation.loadRemote('mfe_directory/routes'));
    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(String(state.error)).toContain('timed out');
  });

  it(`fails an mf-manifest.json that never arrives after ${LOAD_TIMEOUT_MS / 1000} s`, async () => {
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    ) as unknown as typeof fetch;
    const federation = createInstance({
      name: 'host',
      remotes: [{ name: 'mfe_directory', entry: 'https://cdn.example/d/mf-manifest.json' }],
      plugins: [boundedLoadPlugin()],
    });
    const state = settledAfter(federation.loadRemote('mfe_directory/routes'));
    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(global.fetch).toHaveBeenCalledWith('https://cdn.example/d/mf-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
  });
});
