import type { RemoteName } from '@receipts/shared';
import { inlineBootData, removeInlineBootData, TEST_CONFIG } from '../testing/boot-files';
import { forgetBootData } from './boot-data';
import { forgetLoadedRemotes, LOAD_ATTEMPTS, LOAD_TIMEOUT_MS, loadedRemoteRoutes, loadRemoteRoutes } from './remote-loader';
import { useShareScopeForTests, type RemoteContainer, type ShareScope } from './share-scope';

const ORIGIN = window.location.origin;
const FEED_ENTRY = `${ORIGIN}/remotes/mfe-feed/remoteEntry.js`;
const FEED_MANIFEST = `${ORIGIN}/remotes/mfe-feed/remote-manifest.json`;
/** Between attempts the loader waits 250 ms, then 500 ms. */
const RETRY_PAUSES_MS = 250 + 500;

function FeedPage() {
  return null;
}

/** What a remote's entry script defines on window: webpack's container (init + get). */
function fakeContainer({ module = { pages: { '/': FeedPage } } as unknown, get }: { module?: unknown; get?: RemoteContainer['get'] } = {}) {
  return {
    init: jest.fn((scope: ShareScope) => {
      // Like webpack: the remote registers the versions it brings.
      scope.react = { ...scope.react, '19.9.0': { get: () => 'remote react', from: 'mfe_feed' } };
    }),
    get: jest.fn(get ?? (async () => () => module)),
  };
}

type Answer = { container: RemoteContainer } | 'error' | 'hang' | 'defines-nothing';

/**
 * A fake network for entry scripts: each appended `<script data-receipts-remote="entry">` is answered by
 * `serve(url)`: it loads (and defines window[name]), fails, never answers, or loads without defining it.
 */
let serve: (url: string) => Answer;
let requested: string[] = [];

function installScriptNetwork(name: RemoteName) {
  const head = document.head;
  const append = head.appendChild.bind(head);
  jest.spyOn(head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node);
    if (node instanceof HTMLScriptElement && node.dataset.receiptsRemote === 'entry') {
      requested.push(node.src);
      const answer = serve(node.src);
      void Promise.resolve().then(() => {
        if (answer === 'hang') return;
        if (answer === 'error') return node.dispatchEvent(new Event('error'));
        if (answer !== 'defines-nothing') (window as unknown as Record<string, unknown>)[name] = answer.container;
        node.dispatchEvent(new Event('load'));
      });
    }
    return node;
  });
}

const entryTags = () => document.head.querySelectorAll('script[data-receipts-remote="entry"]').length;

/** The outcome of a load, without an unhandled rejection while fake time runs. */
function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: Error }> {
  return promise.then(
    (value) => ({ value }),
    (error: Error) => ({ error }),
  );
}

let scope: ShareScope;

beforeEach(() => {
  jest.useFakeTimers();
  forgetBootData();
  forgetLoadedRemotes();
  removeInlineBootData();
  document.head.querySelectorAll('script[data-receipts-remote]').forEach((script) => script.remove());
  delete (window as unknown as Record<string, unknown>).mfe_feed;
  requested = [];
  scope = { react: { '19.1.0': { get: () => 'shell react', from: 'shell', eager: true, loaded: 1 } } };
  useShareScopeForTests(scope);
  inlineBootData({ config: TEST_CONFIG, remotes: { mfe_feed: { manifest: FEED_MANIFEST, entry: FEED_ENTRY } } });
  installScriptNetwork('mfe_feed');
  // The boot data is in the page and the entry resolved: no request but the entry script.
  global.fetch = jest.fn(async () => {
    throw new Error('unexpected fetch');
  }) as unknown as typeof fetch;
});

afterEach(() => {
  useShareScopeForTests(null);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('loadRemoteRoutes', () => {
  it("loads the remote's entry, initialises its container with the shell's share scope and returns its routes module", async () => {
    const container = fakeContainer();
    serve = () => ({ container });

    const module = await loadRemoteRoutes('mfe_feed');

    expect(module.pages['/']).toBe(FeedPage);
    expect(requested).toEqual([FEED_ENTRY]);
    expect(container.init).toHaveBeenCalledWith(scope);
    expect(container.get).toHaveBeenCalledWith('./routes');
    // Loaded-first singletons: the shell's React stays the only one on the page.
    expect(Object.keys(scope.react)).toEqual(['19.1.0']);
    expect(jest.getTimerCount()).toBe(0);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('knows a remote as loaded only once its routes module has arrived (pages then render at once)', async () => {
    serve = () => ({ container: fakeContainer() });
    expect(loadedRemoteRoutes('mfe_feed')).toBeNull();
    const loading = loadRemoteRoutes('mfe_feed');
    expect(loadedRemoteRoutes('mfe_feed')).toBeNull();
    const module = await loading;
    expect(loadedRemoteRoutes('mfe_feed')).toBe(module);
    forgetLoadedRemotes();
    expect(loadedRemoteRoutes('mfe_feed')).toBeNull();
  });

  it('never reports a failed remote as loaded', async () => {
    serve = () => 'error';
    const result = outcome(loadRemoteRoutes('mfe_feed'));
    await jest.advanceTimersByTimeAsync(RETRY_PAUSES_MS);
    expect((await result).error).toBeDefined();
    expect(loadedRemoteRoutes('mfe_feed')).toBeNull();
  });

  it('loads a remote once: later calls (other routes of it) share the module', async () => {
    serve = () => ({ container: fakeContainer() });
    const first = loadRemoteRoutes('mfe_feed');
    expect(loadRemoteRoutes('mfe_feed')).toBe(first);
    await first;
    await loadRemoteRoutes('mfe_feed');
    expect(requested).toHaveLength(1);
  });

  it('rejects a remote the remotes map does not name, without requesting anything', async () => {
    serve = () => ({ container: fakeContainer() });
    const result = outcome(loadRemoteRoutes('mfe_profile'));
    await jest.advanceTimersByTimeAsync(RETRY_PAUSES_MS);
    expect((await result).error?.message).toBe('The remotes map has no entry for mfe_profile.');
    expect(requested).toEqual([]);
  });

  it('retries a failed entry with a fresh copy (?retry=2) and succeeds', async () => {
    serve = (url) => (url === FEED_ENTRY ? 'error' : { container: fakeContainer() });
    const result = outcome(loadRemoteRoutes('mfe_feed'));
    await jest.advanceTimersByTimeAsync(250);
    const { value, error } = await result;
    expect(error).toBeUndefined();
    expect(value?.pages['/']).toBe(FeedPage);
    expect(requested).toEqual([FEED_ENTRY, `${FEED_ENTRY}?retry=2`]);
    // The failed tag left the page; the fresh one stays.
    expect(entryTags()).toBe(1);
  });

  it('rejects a routes module without pages', async () => {
    serve = () => ({ container: fakeContainer({ module: { default: FeedPage } }) });
    const result = outcome(loadRemoteRoutes('mfe_feed'));
    await jest.advanceTimersByTimeAsync(RETRY_PAUSES_MS);
    expect((await result).error?.message).toBe('mfe_feed/routes does not export pages.');
    expect(requested).toHaveLength(LOAD_ATTEMPTS);
  });

  it('rejects an entry that does not define the remote', async () => {
    serve = () => 'defines-nothing';
    const result = outcome(loadRemoteRoutes('mfe_feed'));
    await jest.advanceTimersByTimeAsync(RETRY_PAUSES_MS);
    expect((await result).error?.message).toBe(`${FEED_ENTRY}?retry=3 did not define the remote mfe_feed.`);
  });

  it(`gives up on a failing remote after ${LOAD_ATTEMPTS} attempts, and starts over on the next call (Retry)`, async () => {
    serve = () => 'error';
    const result = outcome(loadRemoteRoutes('mfe_feed'));
    await jest.advanceTimersByTimeAsync(RETRY_PAUSES_MS);
    expect((await result).error?.message).toBe(`${FEED_ENTRY}?retry=3 could not be loaded.`);
    expect(requested).toEqual([FEED_ENTRY, `${FEED_ENTRY}?retry=2`, `${FEED_ENTRY}?retry=3`]);
    expect(entryTags()).toBe(0);

    serve = () => ({ container: fakeContainer() });
    await expect(loadRemoteRoutes('mfe_feed')).resolves.toMatchObject({ pages: { '/': FeedPage } });
    expect(requested).toHaveLength(LOAD_ATTEMPTS + 1);
  });

  it('does not leave the page waiting on a hanging remote: each attempt gives up after LOAD_TIMEOUT_MS', async () => {
    serve = () => 'hang';
    let settled = false;
    const result = outcome(loadRemoteRoutes('mfe_feed')).finally(() => {
      settled = true;
    });

    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(requested).toEqual([FEED_ENTRY]);
    expect(entryTags()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    // The hanging tag is removed before the next attempt.
    expect(entryTags()).toBe(0);
    await jest.advanceTimersByTimeAsync(250);
    expect(requested).toEqual([FEED_ENTRY, `${FEED_ENTRY}?retry=2`]);

    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS + 500 + LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect((await result).error?.message).toBe(`${FEED_ENTRY}?retry=3 did not load within ${LOAD_TIMEOUT_MS / 1000} s.`);
    expect(requested).toHaveLength(LOAD_ATTEMPTS);
    expect(entryTags()).toBe(0);
  });

  it("does not hang on a container whose routes module never arrives", async () => {
    serve = () => ({ container: fakeContainer({ get: () => new Promise(() => undefined) }) });
    const result = outcome(loadRemoteRoutes('mfe_feed'));
    await jest.advanceTimersByTimeAsync(LOAD_ATTEMPTS * LOAD_TIMEOUT_MS + RETRY_PAUSES_MS);
    expect((await result).error?.message).toBe(`mfe_feed/routes did not answer within ${LOAD_TIMEOUT_MS / 1000} s.`);
  });

  it('reads the entry from the remote manifest when the server did not resolve it', async () => {
    removeInlineBootData();
    forgetBootData();
    inlineBootData({ config: TEST_CONFIG, remotes: { mfe_feed: 'https://cdn.example/feed/1.2.0/remote-manifest.json' } });
    const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ entry: 'remoteEntry.js' }) }));
    global.fetch = fetch as unknown as typeof globalThis.fetch;
    serve = () => ({ container: fakeContainer() });

    await expect(loadRemoteRoutes('mfe_feed')).resolves.toMatchObject({ pages: { '/': FeedPage } });
    expect(fetch).toHaveBeenCalledWith('https://cdn.example/feed/1.2.0/remote-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(requested).toEqual(['https://cdn.example/feed/1.2.0/remoteEntry.js']);
  });
});

describe('a remote built for other versions', () => {
  it('is refused before any of its files is requested, once, with no retry', async () => {
    scope['@receipts/shared'] = { '0.1.0': { get: () => 'shared', from: 'shell', eager: true, loaded: 1 } };
    forgetBootData();
    inlineBootData({
      config: TEST_CONFIG,
      remotes: { mfe_feed: { manifest: FEED_MANIFEST, entry: FEED_ENTRY, requires: { '@receipts/shared': '^2.0.0' }, sharedContract: 2 } },
    });
    serve = () => ({ container: fakeContainer() });
    const result = await outcome(loadRemoteRoutes('mfe_feed'));
    expect(result.error).toMatchObject({ name: 'RemoteVersionError', remote: 'mfe_feed', direction: 'newer' });
    expect(requested).toEqual([]);
    expect(loadedRemoteRoutes('mfe_feed')).toBeNull();
  });

  it('is refused by what its manifest says when the server could not read it', async () => {
    forgetBootData();
    inlineBootData({ config: TEST_CONFIG, remotes: { mfe_feed: { manifest: FEED_MANIFEST } } });
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ entry: 'remoteEntry.js', shared: { react: { version: '20.0.0', requiredVersion: '^20.0.0' } } }),
    })) as unknown as typeof fetch;
    serve = () => ({ container: fakeContainer() });
    const result = await outcome(loadRemoteRoutes('mfe_feed'));
    expect(result.error?.message).toBe('mfe_feed needs react ^20.0.0; this site runs 19.1.0.');
    expect(requested).toEqual([]);
  });
});

describe('a development override', () => {
  afterEach(() => window.localStorage.clear());

  it("loads the remote from the manifest localStorage names (development builds only), with the entry it declares", async () => {
    window.localStorage.setItem('receipts.override.mfe_feed', 'http://127.0.0.1:3001/remote-manifest.json');
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ entry: 'remoteEntry.js' }) })) as unknown as typeof fetch;
    serve = () => ({ container: fakeContainer() });
    const result = await outcome(loadRemoteRoutes('mfe_feed'));
    expect(result.value?.pages['/']).toBe(FeedPage);
    expect(global.fetch).toHaveBeenCalledWith('http://127.0.0.1:3001/remote-manifest.json', expect.anything());
    expect(requested).toEqual(['http://127.0.0.1:3001/remoteEntry.js']);
  });
});
