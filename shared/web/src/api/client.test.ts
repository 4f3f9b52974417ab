/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './client';
import { memoryTokenStorage, storeGrant } from './token-storage';
import { isApiError } from './api-error';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** A real HTTP server standing in for the API, with scripted answers per path. */
function startServer(handler: (req: http.IncomingMessage, res: http.ServerResponse, seen: Seen[]) => void) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handler(req, res, seen);
  });
  return new Promise<{ base: string; seen: Seen[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}/api`, seen, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

function send(res: http.ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
}

describe('the shared API client against a real HTTP server', () => {
  it('adds a _t cache-buster to GETs and the bearer token from storage', async () => {
    const server = await startServer((_req, res) => send(res, 200, [{ id: 1 }]));
    const client = createApiClient({ baseUrl: server.base, tokens: memoryTokenStorage('tok-1'), readCookie: () => null });
    await expect(client.get('content-api/statements/', { searchParams: { page: 2, league: undefined } })).resolves.toEqual([{ id: 1 }]);
    const [request] = server.seen;
    expect(request.url).toMatch(/^\/api\/content-api\/statements\/\?page=2&_t=\d+$/);
    expect(request.headers.authorization).toBe('Bearer tok-1');
    await server.close();
  });

  it('sends X-CSRFToken from the csrftoken cookie on non-GET requests', async () => {
    const server = await startServer((_req, res) => send(res, 201, { ok: true }));
    const client = createApiClient({ baseUrl: server.base, tokens: memoryTokenStorage(), readCookie: () => 'cookie-token' });
    await client.post('content-api/comments/', { json: { text: 'hi' } });
    expect(server.seen[0].headers['x-csrftoken']).toBe('cookie-token');
    expect(server.seen[0].url).not.toContain('_t=');
    await server.close();
  });

  it('fetches a CSRF token first when there is no cookie', async () => {
    const server = await startServer((req, res) =>
      req.url?.startsWith('/api/csrf/') ? send(res, 200, { csrfToken: 'fresh' }) : send(res, 200, { ok: true }),
    );
    const client = createApiClient({ baseUrl: server.base, tokens: memoryTokenStorage(), readCookie: () => null });
    await client.post('follow/toggle/', { json: {} });
    expect(server.seen.map((s) => s.url.split('?')[0])).toEqual(['/api/csrf/', '/api/follow/toggle/']);
    expect(server.seen[1].headers['x-csrftoken']).toBe('fresh');
    await server.close();
  });

  it('on 403 fetches a fresh CSRF token and retries exactly once', async () => {
    let attempts = 0;
    const server = await startServer((req, res) => {
      if (req.url?.startsWith('/api/csrf/')) return send(res, 200, { csrfToken: 'renewed' });
      attempts += 1;
      return send(res, 403, { detail: 'CSRF Failed: CSRF token incorrect.' });
    });
    const client = createApiClient({ baseUrl: server.base, tokens: memoryTokenStorage(), readCookie: () => 'stale' });
    const error = (await client.post('content-api/votes/toggle/', { json: {} }).catch((e: unknown) => e)) as Error;
    expect(attempts).toBe(2);
    expect(isApiError(error, 403)).toBe(true);
    expect(error.message).toBe('API Error (403): CSRF Failed: CSRF token incorrect.');
    await server.close();
  });

  it('on 401 clears the stored token and goes to /login', async () => {
    const server = await startServer((_req, res) => send(res, 401, { detail: 'Not signed in' }));
    const tokens = memoryTokenStorage('expired');
    const onUnauthorized = jest.fn();
    const client = createApiClient({ baseUrl: server.base, tokens, readCookie: () => null, onUnauthorized });
    await expect(client.get('follow/list/')).rejects.toThrow('API Error (401): Not signed in');
    expect(tokens.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await server.close();
  });

  it('lets a caller handle 401 itself without a redirect', async () => {
    const server = await startServer((_req, res) => send(res, 401, { detail: 'Not signed in' }));
    const onUnauthorized = jest.fn();
    const client = createApiClient({ baseUrl: server.base, tokens: memoryTokenStorage(), readCookie: () => null, onUnauthorized });
    await expect(client.get('auth/user/', { allow401: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await server.close();
  });

  it("words errors as 'API Error ({status}): {detail or Unknown error}'", async () => {
    const server = await startServer((req, res) =>
      req.url?.includes('empty') ? send(res, 500) : send(res, 404, { detail: 'Statement not found' }),
    );
    const client = createApiClient({ baseUrl: server.base, tokens: memoryTokenStorage(), readCookie: () => null });
    await expect(client.get('content-api/statements/9/')).rejects.toThrow('API Error (404): Statement not found');
    await expect(client.get('empty/')).rejects.toThrow('API Error (500): Unknown error');
    await server.close();
  });

  it('gives up after its timeout', async () => {
    const server = await startServer(() => undefined);
    const client = createApiClient({ baseUrl: server.base, tokens: memoryTokenStorage(), readCookie: () => null });
    await expect(client.get('slow/', { timeout: 200 })).rejects.toThrow(/timed out/i);
    await server.close();
  }, 10_000);
});

describe('the access token', () => {
  /** An API whose bearer `valid` works; POST auth/token/ hands out `fresh` (and makes it the valid one). */
  function tokenServer(options: { refresh?: number } = {}) {
    const state = { valid: 'fresh', refreshes: 0 };
    return startServer((req, res) => {
      if (req.url === '/api/auth/token/' && req.method === 'POST') {
        state.refreshes += 1;
        if (options.refresh && options.refresh !== 200)
          return send(res, options.refresh, { detail: 'Your session has ended. Please sign in again.' });
        return send(res, 200, { token: state.valid, token_expires_in: 900 });
      }
      if (req.headers.authorization !== `Bearer ${state.valid}`) return send(res, 401, { detail: 'Invalid or expired token.' });
      return send(res, 200, { ok: true });
    }).then((server) => ({ ...server, state }));
  }

  it('renews a bearer due for renewal before the request, through the cookie session (CSRF header, no bearer)', async () => {
    const server = await tokenServer();
    const tokens = memoryTokenStorage('old', Date.now() - 1);
    const client = createApiClient({ baseUrl: server.base, tokens, readCookie: () => 'csrf-cookie' });
    await expect(client.get('follow/list/')).resolves.toEqual({ ok: true });
    expect(server.seen.map((s) => `${s.method} ${s.url.split('?')[0]}`)).toEqual(['POST /api/auth/token/', 'GET /api/follow/list/']);
    expect(server.seen[0].headers['x-csrftoken']).toBe('csrf-cookie');
    expect(server.seen[0].headers.authorization).toBeUndefined();
    expect(server.seen[1].headers.authorization).toBe('Bearer fresh');
    expect(tokens.get()).toBe('fresh');
    // 900 s of life: renewed a minute before the end.
    expect((tokens.renewAt() as number) - Date.now()).toBeGreaterThan(835_000);
    expect((tokens.renewAt() as number) - Date.now()).toBeLessThanOrEqual(840_000);
    await server.close();
  });

  it('leaves a bearer with time to spare alone', async () => {
    const server = await tokenServer();
    const client = createApiClient({
      baseUrl: server.base,
      tokens: memoryTokenStorage('fresh', Date.now() + 600_000),
      readCookie: () => null,
    });
    await client.get('follow/list/');
    expect(server.state.refreshes).toBe(0);
    await server.close();
  });

  it('on a 401 with a bearer, renews it once and retries; concurrent requests share the one renewal', async () => {
    const server = await tokenServer();
    const onUnauthorized = jest.fn();
    const tokens = memoryTokenStorage('expired-on-the-server', Date.now() + 600_000);
    const client = createApiClient({ baseUrl: server.base, tokens, readCookie: () => 'csrf-cookie', onUnauthorized });
    const answers = await Promise.all([client.get('follow/list/'), client.post('follow/toggle/', { json: {} })]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(server.state.refreshes).toBe(1);
    expect(tokens.get()).toBe('fresh');
    expect(onUnauthorized).not.toHaveBeenCalled();
    await server.close();
  });

  it('when the session has ended too, clears the token and goes to /login once, without looping', async () => {
    const server = await tokenServer({ refresh: 401 });
    const onUnauthorized = jest.fn();
    const tokens = memoryTokenStorage('expired-on-the-server', Date.now() + 600_000);
    const client = createApiClient({ baseUrl: server.base, tokens, readCookie: () => 'csrf-cookie', onUnauthorized });
    await expect(client.get('follow/list/')).rejects.toMatchObject({ status: 401 });
    expect(server.seen.map((s) => `${s.method} ${s.url.split('?')[0]}`)).toEqual(['GET /api/follow/list/', 'POST /api/auth/token/']);
    expect(tokens.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await server.close();
  });

  it('a visitor (no bearer) is never refreshed', async () => {
    const server = await tokenServer();
    const client = createApiClient({
      baseUrl: server.base,
      tokens: memoryTokenStorage(),
      readCookie: () => null,
      onUnauthorized: () => undefined,
    });
    await expect(client.get('auth/user/', { allow401: true })).rejects.toMatchObject({ status: 401 });
    expect(server.state.refreshes).toBe(0);
    await server.close();
  });

  it('renews a short-lived token a quarter of its life before it ends', () => {
    const tokens = memoryTokenStorage();
    storeGrant(tokens, { token: 'short', token_expires_in: 8 });
    expect((tokens.renewAt() as number) - Date.now()).toBeGreaterThan(5_900);
    expect((tokens.renewAt() as number) - Date.now()).toBeLessThanOrEqual(6_000);
    storeGrant(tokens, { token: 'unknown lifetime' });
    expect(tokens.renewAt()).toBeNull();
  });
});
