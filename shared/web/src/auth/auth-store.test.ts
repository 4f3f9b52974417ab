/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi, getApi } from '../api/default-client';
import { memoryTokenStorage } from '../api/token-storage';
import { createAuthStore, FOLLOWS_ERROR } from './auth-store';
import type { IdentityAdapter, IdentityUser } from './identity';

const USER = { id: 7, email: 'fan@receipts.test', username: 'fan', name: 'Casey Fan', is_staff: false };
let routes: Record<string, (body: string) => [number, unknown]> = {};
let server: http.Server;
let posted: { url: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST') posted.push({ url: path, body });
      const [status, payload] = routes[`${req.method} ${path}`]?.(body) ?? [404, { detail: 'Not found.' }];
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  posted = [];
  const { port } = server.address() as AddressInfo;
  configureApi({
    baseUrl: `http://127.0.0.1:${port}/api`,
    tokens: memoryTokenStorage(),
    readCookie: () => 'csrf',
    onUnauthorized: () => undefined,
  });
});

const settled = (store: ReturnType<typeof createAuthStore>) =>
  new Promise<void>((resolve) => {
    if (store.getState().status === 'ready') resolve();
    store.subscribe((state) => state.status === 'ready' && resolve());
  });

function fakeIdentity(user: IdentityUser | null): IdentityAdapter {
  return { onAuthStateChanged: (callback) => (setTimeout(() => callback(user), 0), () => undefined), signOut: async () => undefined };
}

describe('the auth store', () => {
  it('treats a 401 from the session check as a visitor with empty follow lists', async () => {
    routes = { 'GET /api/auth/user/': () => [401, { detail: 'no session' }] };
    const store = createAuthStore();
    expect(store.getState().status).toBe('loading');
    store.getState().start(fakeIdentity(null));
    await settled(store);
    expect(store.getState()).toMatchObject({ user: null, follows: { commentators: [], podcasts: [], shows: [], users: [] } });
  });

  it('hands an identity user to the backend with the auth payload, then loads follows', async () => {
    routes = {
      'POST /api/auth/firebase/': () => [200, { success: true, user: USER, token: 'sess' }],
      'GET /api/follow/list/': () => [200, { commentators: [{ id: 1, slug: 'a', name: 'A' }], podcasts: 'nope' }],
    };
    const store = createAuthStore();
    store.getState().start(
      fakeIdentity({
        uid: 'u1',
        email: 'fan@receipts.test',
        displayName: 'Casey',
        photoURL: null,
        emailVerified: true,
        providerIds: ['google.com'],
        getIdToken: async () => 'id-token',
      }),
    );
    await settled(store);
    expect(JSON.parse(posted[0].body)).toEqual({ token: 'id-token', providerId: 'google.com', emailVerified: true });
    expect(store.getState().user?.username).toBe('fan');
    expect(store.getState().follows).toEqual({ commentators: [{ id: 1, slug: 'a', name: 'A' }], podcasts: [], shows: [], users: [] });
  });

  it("uses 'unknown' when the identity user has no linked provider", async () => {
    routes = {
      'POST /api/auth/firebase/': () => [200, { success: true, user: USER, token: 's' }],
      'GET /api/follow/list/': () => [200, {}],
    };
    const store = createAuthStore();
    store.getState().start(
      fakeIdentity({
        uid: 'u',
        email: null,
        displayName: null,
        photoURL: null,
        emailVerified: false,
        providerIds: [],
        getIdToken: async () => 't',
      }),
    );
    await settled(store);
    expect(JSON.parse(posted[0].body).providerId).toBe('unknown');
  });

  it('reports a bad follow-list shape as an error with empty lists', async () => {
    routes = { 'GET /api/auth/user/': () => [200, { user: USER }], 'GET /api/follow/list/': () => [200, ['not', 'an', 'object']] };
    const store = createAuthStore();
    store.getState().start(null);
    await settled(store);
    expect(store.getState().followsError).toBe(FOLLOWS_ERROR);
    expect(store.getState().follows.commentators).toEqual([]);
  });

  it('adds and removes followed items without duplicates, and signs out', async () => {
    routes = {
      'GET /api/auth/user/': () => [200, { user: USER }],
      'GET /api/follow/list/': () => [200, {}],
      'POST /api/auth/logout/': () => [200, { success: true }],
    };
    const store = createAuthStore();
    store.getState().start(null);
    await settled(store);
    const item = { id: 3, slug: 'pod', name: 'Pod' };
    store.getState().applyFollow('podcast', item, true);
    store.getState().applyFollow('podcast', item, true);
    expect(store.getState().follows.podcasts).toEqual([item]);
    store.getState().applyFollow('podcast', item, false);
    expect(store.getState().follows.podcasts).toEqual([]);
    await store.getState().signOut();
    expect(store.getState().user).toBeNull();
    expect(posted.map((p) => p.url)).toContain('/api/auth/logout/');
  });
});

/** An identity service the test drives: `emit` is what the service would report. */
function controllableIdentity() {
  const listeners = new Set<(user: IdentityUser | null) => void>();
  const unsubscribe = jest.fn();
  const adapter: IdentityAdapter = {
    onAuthStateChanged: jest.fn((callback: (user: IdentityUser | null) => void) => {
      listeners.add(callback);
      return () => {
        unsubscribe();
        listeners.delete(callback);
      };
    }),
    signOut: jest.fn(async () => undefined),
  };
  return { adapter, unsubscribe, emit: (user: IdentityUser | null) => listeners.forEach((listener) => listener(user)), listeners };
}

const identityUser = (uid = 'u1'): IdentityUser => ({
  uid,
  email: 'fan@receipts.test',
  displayName: 'Casey',
  photoURL: null,
  emailVerified: true,
  providerIds: ['google.com'],
  getIdToken: async () => `token-${uid}`,
});

describe('attachIdentity (an identity service that loads after start)', () => {
  beforeEach(() => {
    routes = {
      'GET /api/auth/user/': () => [401, { detail: 'no session' }],
      'POST /api/auth/firebase/': () => [200, { success: true, user: USER, token: 'sess' }],
      'GET /api/follow/list/': () => [200, {}],
      'POST /api/auth/logout/': () => [200, { success: true }],
    };
  });

  it("hands the late service's users to the backend as start would have", async () => {
    const store = createAuthStore();
    store.getState().start(null);
    await settled(store);
    expect(store.getState().user).toBeNull();

    const identity = controllableIdentity();
    store.getState().attachIdentity(identity.adapter);
    identity.emit(identityUser());
    await new Promise<void>((resolve) => store.subscribe((state) => state.user && resolve()));

    expect(JSON.parse(posted[0].body)).toEqual({ token: 'token-u1', providerId: 'google.com', emailVerified: true });
    expect(store.getState()).toMatchObject({ user: { username: 'fan' }, identityUser: { uid: 'u1' }, status: 'ready' });
  });

  it('listens once to the same service however often it is attached', () => {
    const store = createAuthStore();
    const identity = controllableIdentity();
    const detach = store.getState().attachIdentity(identity.adapter);
    expect(store.getState().attachIdentity(identity.adapter)).toBe(detach);
    expect(identity.adapter.onAuthStateChanged).toHaveBeenCalledTimes(1);
    expect(identity.listeners.size).toBe(1);
  });

  it('start(adapter) attaches it: a later attach of the same service does not listen twice', () => {
    const store = createAuthStore();
    const identity = controllableIdentity();
    const stop = store.getState().start(identity.adapter);
    expect(store.getState().attachIdentity(identity.adapter)).toBe(stop);
    expect(identity.listeners.size).toBe(1);
  });

  it('stops listening to the previous service when another one is attached', () => {
    const store = createAuthStore();
    const first = controllableIdentity();
    const second = controllableIdentity();
    store.getState().attachIdentity(first.adapter);
    store.getState().attachIdentity(second.adapter);
    expect(first.unsubscribe).toHaveBeenCalledTimes(1);
    expect(first.listeners.size).toBe(0);
    expect(second.listeners.size).toBe(1);
  });

  it('signs out of the attached service, and of none once it is detached', async () => {
    const store = createAuthStore();
    const identity = controllableIdentity();
    const detach = store.getState().attachIdentity(identity.adapter);
    await store.getState().signOut();
    expect(identity.adapter.signOut).toHaveBeenCalledTimes(1);

    detach();
    expect(identity.unsubscribe).toHaveBeenCalledTimes(1);
    await store.getState().signOut();
    expect(identity.adapter.signOut).toHaveBeenCalledTimes(1);

    // Detached means a fresh attach listens again.
    store.getState().attachIdentity(identity.adapter);
    expect(identity.adapter.onAuthStateChanged).toHaveBeenCalledTimes(2);
  });

  it('an old detach does not cut off a newer service', async () => {
    const store = createAuthStore();
    const first = controllableIdentity();
    const second = controllableIdentity();
    const detachFirst = store.getState().attachIdentity(first.adapter);
    store.getState().attachIdentity(second.adapter);
    detachFirst();
    detachFirst();
    expect(first.unsubscribe).toHaveBeenCalledTimes(1);
    expect(second.listeners.size).toBe(1);
    await store.getState().signOut();
    expect(second.adapter.signOut).toHaveBeenCalledTimes(1);
    // The store still knows it listens to the newer service: attaching it again adds no second listener.
    store.getState().attachIdentity(second.adapter);
    expect(second.adapter.onAuthStateChanged).toHaveBeenCalledTimes(1);
    expect(second.listeners.size).toBe(1);
  });
});

describe('acceptSession', () => {
  it("keeps the sign-in's access token with its expiry, and signing out forgets both", async () => {
    routes = { 'POST /api/auth/logout/': () => [200, { success: true }] };
    const store = createAuthStore();
    store.getState().acceptSession({ user: USER as never, token: 'access-1', token_expires_in: 900 });
    expect(getApi().tokens.get()).toBe('access-1');
    expect((getApi().tokens.renewAt() as number) - Date.now()).toBeGreaterThan(835_000);
    expect(store.getState().user).toEqual(USER);
    await store.getState().signOut();
    expect(getApi().tokens.get()).toBeNull();
    expect(getApi().tokens.renewAt()).toBeNull();
  });
});
