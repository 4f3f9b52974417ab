import { inlineBootData, removeInlineBootData, TEST_CONFIG } from '../testing/boot-files';
import { fakeContainer, installScriptNetwork, resetFederation, type Answer } from '../testing/remote-network';
import { forgetBootData } from './boot-data';
import { shellFederation } from './federation';
import { LOAD_TIMEOUT_MS } from './plugins/bounded-load-plugin';
import { LOAD_ATTEMPTS } from './plugins/retry-plugin';
import { forgetLoadedRemotes, loadedRemoteRoutes, loadRemoteRoutes } from './remote-loader';

const ORIGIN = window.location.origin;
const FEED_ENTRY = `${ORIGIN}/remotes/mfe-feed/remoteEntry.js`;
const FEED_MANIFEST = `${ORIGIN}/remotes/mfe-feed/mf-manifest.json`;

function FeedPage() {
  return null;
}
const routesModule = { pages: { '/': FeedPage } };

let serve: (url: string) => Answer;
let requested: string[];

/** The outcome of a load, without an unhandled rejection while fake time runs. */
function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: Error }> {
  return promise.then(
    (value) => ({ value }),
    (error: Error) => ({ error }),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  forgetBootData();
  forgetLoadedRemotes();
  resetFederation('mfe_feed');
  removeInlineBootData();
  inlineBootData({ config: TEST_CONFIG, remotes: { mfe_feed: { manifest: FEED_MANIFEST, entry: FEED_ENTRY } } });
  requested = installScriptNetwork('mfe_feed', () => serve);
  // The boot data is in the page and the server resolved the entry: no request but the entry script.
  global.fetch = jest.fn(async () => {
    throw new Error('unexpected fetch');
  }) as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('loadRemoteRoutes', () => {
  it("loads the remote's entry through the MF runtime, shares the shell's scope with it and returns its routes module", async () => {
    const container = fakeContainer(routesModule);
    serve = () => ({ container });

    const module = await loadRemoteRoutes('mfe_feed');

    expect(module.pages['/']).toBe(FeedPage);
    expect(requested).toEqual([FEED_ENTRY]);
    expect(container.init).toHaveBeenCalledWith(shellFederation().shareScopeMap.default, expect.anything(), expect.anything());
    expect(container.get).toHaveBeenCalledWith('./routes');
    expect(shellFederation().moduleCache.has('mfe_feed')).toBe(true);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('knows a remote as loaded only once its routes module has arrived (pages then render at once)', async () => {
    serve = () => ({ container: fakeContainer(routesModule) });
    const loading = loadRemoteRoutes('mfe_feed');
    expect(loadedRemoteRoutes('mfe_feed')).toBeNull();
    const module = await loading;
    expect(loadedRemoteRoutes('mfe_feed')).toBe(module);
  });

  it('loads a remote once: later calls (other routes of it) share the module', async () => {
    serve = () => ({ container: fakeContainer(routesModule) });
    const first = loadRemoteRoutes('mfe_feed');
    expect(loadRemoteRoutes('mfe_feed')).toBe(first);
    await first;
    await loadRemoteRoutes('mfe_feed');
    expect(requested).toHaveLength(1);
  });

  it('rejects a remote the remotes map does not name, without requesting anything', async () => {
    const result = outcome(loadRemoteRoutes('mfe_profile'));
    await jest.advanceTimersByTimeAsync(1000);
    expect((await result).error?.message).toBe('The remotes map has no entry for mfe_profile.');
    expect(requested).toEqual([]);
  });

  it('retries a failed entry on a fresh copy (?retry=2), and answers with the copy that loaded', async () => {
    serve = (url) => (url === FEED_ENTRY ? 'error' : { container: fakeContainer(routesModule) });
    const result = outcome(loadRemoteRoutes('mfe_feed'));
    await jest.advanceTimersByTimeAsync(250);
    expect((await result).value).toMatchObject({ pages: { '/': FeedPage } });
    expect(requested).toEqual([FEED_ENTRY, `${FEED_ENTRY}?retry=2`]);
    expect(loadedRemoteRoutes('mfe_feed')).toBe((await result).value);
  });

  it('rejects a routes module without pages', async () => {
    serve = () => ({ container: fakeContainer({ default: FeedPage }) });
    const result = await outcome(loadRemoteRoutes('mfe_feed'));
    expect(result.error?.message).toBe('mfe_feed/routes does not export pages.');
  });

  it(`stops after ${LOAD_ATTEMPTS} attempts, and starts over on a fresh copy on the next call (Retry)`, async () => {
    serve = () => 'error';
    let settled = false;
    const result = outcome(loadRemoteRoutes('mfe_feed')).finally(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(250 + 499);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect((await result).error).toBeDefined();
    expect(requested).toEqual([FEED_ENTRY, `${FEED_ENTRY}?retry=2`, `${FEED_ENTRY}?retry=3`]);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(requested).toHaveLength(LOAD_ATTEMPTS);

    serve = () => ({ container: fakeContainer(routesModule) });
    await expect(loadRemoteRoutes('mfe_feed')).resolves.toMatchObject({ pages: { '/': FeedPage } });
    expect(requested).toEqual([FEED_ENTRY, `${FEED_ENTRY}?retry=2`, `${FEED_ENTRY}?retry=3`, `${FEED_ENTRY}?retry=4`]);
  });

  it('fails a hanging remote after LOAD_TIMEOUT_MS, without a second wait (the area offers Retry)', async () => {
    serve = () => 'hang';
    let settled = false;
    const result = outcome(loadRemoteRoutes('mfe_feed')).finally(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect((await result).error).toBeDefined();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(requested).toEqual([FEED_ENTRY]);
  });

  it('does not hang on a container whose routes module never arrives', async () => {
    serve = () => ({ container: fakeContainer(null, () => new Promise(() => undefined)) });
    const result = outcome(loadRemoteRoutes('mfe_feed'));
    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS);
    expect((await result).error?.message).toBe(`mfe_feed/routes did not answer within ${LOAD_TIMEOUT_MS / 1000} s.`);
  });
});
