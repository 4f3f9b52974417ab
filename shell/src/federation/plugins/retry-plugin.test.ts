/** @jest-environment jest-fixed-jsdom */
import { createInstance } from '@module-federation/enhanced/runtime';
import { fakeContainer, installScriptNetwork, resetFederation, type Answer } from '../../testing/remote-network';
import { RemoteVersionError } from '../version-check';
import { LOAD_ATTEMPTS, retryDelayMs, retryPlugin } from './retry-plugin';

const ENTRY = 'https://cdn.example/directory/remoteEntry.js';
let serve: (url: string) => Answer;
let requested: string[];

function host(...extra: object[]) {
  return createInstance({ name: 'host', remotes: [], plugins: [retryPlugin(), ...(extra as never[])] });
}

beforeEach(() => {
  jest.useFakeTimers();
  resetFederation('mfe_directory');
  requested = installScriptNetwork('mfe_directory', () => serve);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('retryPlugin', () => {
  it(`loads a remote that failed on a fresh copy, after ${retryDelayMs(1)} ms`, async () => {
    serve = (url) => (url === ENTRY ? 'error' : { container: fakeContainer({ pages: {} }) });
    const federation = host();
    federation.registerRemotes([{ name: 'mfe_directory', entry: ENTRY }]);
    const loading = federation.loadRemote('mfe_directory/routes');
    await jest.advanceTimersByTimeAsync(retryDelayMs(1));
    await expect(loading).resolves.toEqual({ pages: {} });
    expect(requested).toEqual([ENTRY, `${ENTRY}?retry=2`]);
  });

  it(`gives up after ${LOAD_ATTEMPTS} loads with the first failure`, async () => {
    serve = () => 'error';
    const federation = host();
    federation.registerRemotes([{ name: 'mfe_directory', entry: ENTRY }]);
    const loading = federation.loadRemote('mfe_directory/routes').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(retryDelayMs(1) + retryDelayMs(2));
    expect(await loading).toBeInstanceOf(Error);
    expect(requested).toEqual([ENTRY, `${ENTRY}?retry=2`, `${ENTRY}?retry=3`]);
  });

  it('does not retry a remote refused for its versions: it would not fit on a second try either', async () => {
    serve = () => ({ container: fakeContainer({ pages: {} }) });
    const refuse = {
      name: 'refuse',
      afterResolve: async () => Promise.reject(new RemoteVersionError('too new', 'mfe_directory', 'newer')),
    };
    const federation = host(refuse);
    federation.registerRemotes([{ name: 'mfe_directory', entry: ENTRY }]);
    const loading = federation.loadRemote('mfe_directory/routes').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(await loading).toBeInstanceOf(RemoteVersionError);
    expect(requested).toEqual([]);
  });
});
