/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './client';
import { clearPrefetched, peekPrefetched, PREFETCH_TTL_MS, prefetchData, requestKey, seedPrefetched, takePrefetched } from './prefetch';
import { memoryTokenStorage, TOKEN_STORAGE_KEY } from './token-storage';

interface Seen {
  url: string;
  method: string;
  headers: http.IncomingHttpHeaders;
}

let server: http.Server;
let base: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', method: req.method ?? 'GET', headers: req.headers });
    const status = req.url?.startsWith('/api/auth/user/') ? 401 : 200;
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ url: req.url, n: seen.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  clearPrefetched();
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('requestKey', () => {
  it('is the same whatever the order of the query parameters', () => {
    expect(requestKey('content-api/statements/', { type: 'prediction', sort_by: 'popular', per_page: '3' })).toBe(
      requestKey('content-api/statements/', { per_page: '3', type: 'prediction', sort_by: 'popular' }),
    );
    expect(requestKey('content-api/statements/', { b: '2', a: '1' })).toBe('content-api/statements/?a=1&b=2');
  });

  it('ignores a leading slash, and tells different paths and values apart', () => {
    expect(requestKey('/auth/user/')).toBe(requestKey('auth/user/'));
    expect(requestKey('auth/user/')).toBe('auth/user/?');
    expect(requestKey('content-api/statements/', { page: '1' })).not.toBe(requestKey('content-api/statements/', { page: '2' }));
    expect(requestKey('a/', { q: 'x' })).not.toBe(requestKey('b/', { q: 'x' }));
  });

  it('encodes values, so "&" in a search cannot forge another parameter', () => {
    expect(requestKey('s/', { search: 'a&b=c' })).toBe('s/?search=a%26b%3Dc');
  });
});

describe('prefetchData and takePrefetched', () => {
  it('starts each GET once, with the query and credentials the client would send', async () => {
    prefetchData(`${base}/`, [
      { path: '/content-api/statements/', searchParams: { type: 'prediction', per_page: 3, popular: true } },
      { path: 'content-api/statements/', searchParams: { per_page: 3, popular: true, type: 'prediction' } },
      { path: 'auth/user/' },
    ]);
    const statements = takePrefetched(requestKey('content-api/statements/', { popular: 'true', per_page: '3', type: 'prediction' }));
    const user = takePrefetched(requestKey('auth/user/'));
    expect(statements).not.toBeNull();
    expect(user).not.toBeNull();
    await expect((await statements!).json()).resolves.toMatchObject({
      url: '/api/content-api/statements/?type=prediction&per_page=3&popular=true',
    });
    expect((await user!).status).toBe(401);
    expect(seen.map((request) => request.url).sort()).toEqual([
      '/api/auth/user/',
      '/api/content-api/statements/?type=prediction&per_page=3&popular=true',
    ]);
    expect(seen[0].headers.accept).toBe('application/json');
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it('sends the stored session token as a bearer token', async () => {
    (globalThis as { localStorage?: unknown }).localStorage = { getItem: (key: string) => (key === TOKEN_STORAGE_KEY ? 'tok-9' : null) };
    prefetchData(base, [{ path: 'follow/list/' }]);
    await takePrefetched(requestKey('follow/list/'));
    expect(seen.find((request) => request.url === '/api/follow/list/')?.headers.authorization).toBe('Bearer tok-9');
  });

  it('hands a copy of a started request to every identical GET while it is fresh', async () => {
    prefetchData(base, [{ path: 'auth/user/' }]);
    const key = requestKey('auth/user/');
    const first = await takePrefetched(key);
    const second = await takePrefetched(key);
    expect(await first!.text()).toBe(await second!.text());
    clearPrefetched();
    expect(takePrefetched(key)).toBeNull();
  });

  it(`serves a started request for ${PREFETCH_TTL_MS / 1000} s, and not after`, async () => {
    const startedAt = 1_000_000;
    prefetchData(base, [{ path: 'a/' }, { path: 'b/' }], startedAt);
    expect(takePrefetched(requestKey('a/'), startedAt + PREFETCH_TTL_MS)).not.toBeNull();
    expect(takePrefetched(requestKey('b/'), startedAt + PREFETCH_TTL_MS + 1)).toBeNull();
    // A stale answer is dropped, not kept for later.
    expect(takePrefetched(requestKey('b/'), startedAt)).toBeNull();
  });

  it('starts each GET once while it is fresh, and again after a write forgot it', async () => {
    const asked = () => seen.filter((request) => request.url === '/api/again/').length;
    prefetchData(base, [{ path: 'again/' }]);
    prefetchData(base, [{ path: 'again/' }]);
    await takePrefetched(requestKey('again/'));
    expect(asked()).toBe(1);
    clearPrefetched();
    prefetchData(base, [{ path: 'again/' }]);
    await takePrefetched(requestKey('again/'));
    expect(asked()).toBe(2);
  });

  it('forgets a request that failed, so the page asks the network itself', async () => {
    prefetchData('http://127.0.0.1:1/api', [{ path: 'auth/user/' }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(takePrefetched(requestKey('auth/user/'))).toBeNull();
  });

  it('forgets everything on clearPrefetched (sign-in and sign-out change the answers)', () => {
    prefetchData(base, [{ path: 'a/' }, { path: 'b/' }]);
    clearPrefetched();
    expect(takePrefetched(requestKey('a/'))).toBeNull();
    expect(takePrefetched(requestKey('b/'))).toBeNull();
  });
});

describe('peekPrefetched (answers that came with the page, read synchronously)', () => {
  const key = requestKey('content-api/statements/', { page: '1' });

  it('returns the body of an inlined 200 answer while it is fresh, and nothing after', () => {
    seedPrefetched({ [key]: { status: 200, body: [{ id: 1 }] } }, 1_000);
    expect(peekPrefetched(key, 1_000)).toEqual([{ id: 1 }]);
    expect(peekPrefetched(key, 1_000 + PREFETCH_TTL_MS + 1)).toBeUndefined();
    clearPrefetched();
  });

  it('returns nothing for an error answer, an unknown request, or after a write cleared the answers', () => {
    seedPrefetched({ [key]: { status: 404, body: { detail: 'Not found.' } } }, 1_000);
    expect(peekPrefetched(key, 1_000)).toBeUndefined();
    seedPrefetched({ [key]: { status: 200, body: [] } }, 1_000);
    expect(peekPrefetched(requestKey('content-api/statements/', { page: '2' }), 1_000)).toBeUndefined();
    clearPrefetched();
    expect(peekPrefetched(key, 1_000)).toBeUndefined();
  });
});

describe('the shared client and started requests', () => {
  it("answers the page's identical GETs with the started request until a write, then goes to the network", async () => {
    const client = createApiClient({ baseUrl: base, tokens: memoryTokenStorage(), readCookie: () => 'csrf-token' });
    const asked = () => seen.filter((request) => request.url.startsWith('/api/content-api/statements/'));
    prefetchData(base, [{ path: 'content-api/statements/', searchParams: { type: 'prediction', sort_by: 'popular', per_page: 3 } }]);
    const get = () =>
      client.get<{ url: string }>('content-api/statements/', { searchParams: { per_page: 3, sort_by: 'popular', type: 'prediction' } });

    const first = await get();
    const second = await get();
    expect(first.url).toBe('/api/content-api/statements/?type=prediction&sort_by=popular&per_page=3');
    expect(second.url).toBe(first.url);
    expect(asked()).toHaveLength(1);

    // Any write may change what the started answers say: they are forgotten.
    await client.delete('content-api/statements/1/').catch(() => undefined);
    const third = await get();
    expect(third.url).toMatch(/_t=\d+/);
    expect(asked().filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('handles a started answer like its own (a 401 is still a 401)', async () => {
    const onUnauthorized = jest.fn();
    const client = createApiClient({ baseUrl: base, tokens: memoryTokenStorage('stale'), readCookie: () => null, onUnauthorized });
    prefetchData(base, [{ path: 'auth/user/' }]);
    await expect(client.get('auth/user/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalled();
    expect(client.tokens.get()).toBeNull();
    expect(seen.filter((request) => request.url.startsWith('/api/auth/user/'))).toHaveLength(1);
  });

  it('does not hand a started GET to a different one', async () => {
    const client = createApiClient({ baseUrl: base, tokens: memoryTokenStorage(), readCookie: () => null });
    prefetchData(base, [{ path: 'content-api/statements/', searchParams: { page: 1 } }]);
    await client.get('content-api/statements/', { searchParams: { page: 2 } });
    expect(seen.map((request) => request.url)).toContain('/api/content-api/statements/?page=1');
    expect(seen.some((request) => /page=2&_t=/.test(request.url))).toBe(true);
    await takePrefetched(requestKey('content-api/statements/', { page: '1' }));
  });
});
