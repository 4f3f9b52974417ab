/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged, signOut } from 'firebase/auth';
import { authStore, type IdentityUser, type RuntimeConfig } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { fetchedUrls, removeInlineBootData, serveBootFiles, TEST_CONFIG } from '../../../testing/boot-files';
import { makeUser, setAuth } from '../../../testing/test-utils';
import { resetRuntimeConfigForTests } from '../../runtime-config';
import { getFirebaseAuth, resetFirebaseAuthForTests } from './firebase-auth';
import { IDENTITY_MARKER_KEY } from './identity-marker';
import { ensureIdentityListening, forgetIdentityForTests, startAuth, startIdentity } from './start-identity';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })), getApps: jest.fn(() => []) }));
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({ name: 'fake-auth' })),
  connectAuthEmulator: jest.fn(),
  // Firebase returns an unsubscribe function; the auth store calls it when it detaches.
  onAuthStateChanged: jest.fn(() => jest.fn()),
  signOut: jest.fn(async () => undefined),
}));

// The backend's side of the auth store: the session check, the identity-token exchange and the follow lists.
const api = installMockApi(mockEndpoint('follows', 'mine', { commentators: [], podcasts: [], shows: [], users: [] }));
const exchanges = () => api.callsOf('auth.firebase').map((call) => call.body);

const firebaseConfig = { apiKey: 'key', authDomain: 'demo-receipts.firebaseapp.com', projectId: 'demo-receipts' };

function serveConfig(firebase: RuntimeConfig['firebase']) {
  return serveBootFiles({ config: { ...TEST_CONFIG, environment: 'development', firebase } });
}

/** The listener the auth store (through the adapter) gave Firebase most recently. */
function firebaseListener(): (user: unknown) => void {
  const calls = jest.mocked(onAuthStateChanged).mock.calls as unknown as [unknown, (user: unknown) => void][];
  expect(calls.length).toBeGreaterThan(0);
  return calls[calls.length - 1][1];
}

const firebaseUser = (overrides: Record<string, unknown> = {}) => ({
  uid: 'u1',
  email: 'fan@example.com',
  displayName: 'Fan',
  photoURL: 'https://img/1.png',
  emailVerified: true,
  providerData: [{ providerId: 'google.com' }, { providerId: 'password' }],
  getIdToken: async () => 'id-token',
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
  localStorage.clear();
  removeInlineBootData();
  resetRuntimeConfigForTests();
  resetFirebaseAuthForTests();
  forgetIdentityForTests();
  setAuth(null, 'loading');
});

describe('startIdentity', () => {
  it('returns null when the runtime config has no Firebase block', async () => {
    serveConfig(null);
    await expect(startIdentity()).resolves.toBeNull();
    expect(initializeApp).not.toHaveBeenCalled();
  });

  it('returns null (and warns) when the runtime config cannot be loaded, and tries again on the next call', async () => {
    serveBootFiles({ config: { ok: false, status: 500 } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(startIdentity()).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();

    serveConfig(firebaseConfig);
    await expect(startIdentity()).resolves.not.toBeNull();
  });

  it('initialises Firebase from the runtime config and connects to the Auth emulator when one is given', async () => {
    serveConfig({ ...firebaseConfig, authEmulatorUrl: 'http://127.0.0.1:9099' });
    const adapter = await startIdentity();
    expect(adapter).not.toBeNull();
    expect(initializeApp).toHaveBeenCalledWith(firebaseConfig);
    expect(connectAuthEmulator).toHaveBeenCalledWith({ name: 'fake-auth' }, 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it('does not use an emulator in production', async () => {
    serveConfig({ ...firebaseConfig, authEmulatorUrl: null });
    await startIdentity();
    expect(connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('creates the Firebase app once however often it is asked, reading the runtime config once', async () => {
    const fetch = serveConfig(firebaseConfig);
    const [, , first, second] = await Promise.all([getFirebaseAuth(), getFirebaseAuth(), startIdentity(), startIdentity()]);
    expect(first).toBe(second);
    expect(initializeApp).toHaveBeenCalledTimes(1);
    // Without boot data in the page: one request for the config and one for the remotes map, never more.
    expect(fetchedUrls(fetch).sort()).toEqual(['/remotes.json', '/runtime-config.json']);
  });

  it('reuses an existing Firebase app', async () => {
    jest.mocked(getApps).mockReturnValueOnce([{ name: '[DEFAULT]' }] as never);
    serveConfig(firebaseConfig);
    await startIdentity();
    expect(initializeApp).not.toHaveBeenCalled();
  });

  it('adapts Firebase users and sign-out for the auth store, and notes whether an identity session exists', async () => {
    serveConfig(firebaseConfig);
    const adapter = await startIdentity();
    const seen: (IdentityUser | null)[] = [];
    adapter!.onAuthStateChanged((user) => seen.push(user));

    const listener = firebaseListener();
    listener(firebaseUser());
    expect(localStorage.getItem(IDENTITY_MARKER_KEY)).toBe('1');
    listener(null);
    expect(localStorage.getItem(IDENTITY_MARKER_KEY)).toBeNull();

    expect(seen[0]).toMatchObject({ uid: 'u1', email: 'fan@example.com', emailVerified: true, providerIds: ['google.com', 'password'] });
    await expect(seen[0]!.getIdToken()).resolves.toBe('id-token');
    expect(seen[1]).toBeNull();

    await adapter!.signOut();
    expect(signOut).toHaveBeenCalledWith({ name: 'fake-auth' });
  });
});

describe('startAuth', () => {
  it('keeps Firebase off the first load when no identity session may exist: the backend session alone decides', async () => {
    const fetch = serveConfig(firebaseConfig);
    api.use(mockEndpoint('auth', 'currentUser', { user: makeUser() }));

    await startAuth();

    await waitForStatus('ready');
    expect(authStore.getState().user?.username).toBe('jordan');
    expect(api.callsOf('auth.currentUser')).not.toHaveLength(0);
    expect(getAuth).not.toHaveBeenCalled();
    expect(initializeApp).not.toHaveBeenCalled();
    expect(onAuthStateChanged).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for Firebase when the marker says an identity session may exist, and hands its user to the backend', async () => {
    localStorage.setItem(IDENTITY_MARKER_KEY, '1');
    serveConfig(firebaseConfig);
    api.use(mockEndpoint('auth', 'firebase', { success: true, user: makeUser(), token: 't', token_expires_in: 900 }));

    await startAuth();
    expect(initializeApp).toHaveBeenCalledTimes(1);
    expect(authStore.getState().status).toBe('loading');

    firebaseListener()(firebaseUser());
    await waitForStatus('ready');
    expect(exchanges()).toEqual([{ token: 'id-token', providerId: 'google.com', emailVerified: true }]);
    expect(authStore.getState().user?.username).toBe('jordan');
  });

  it('falls back to the backend session when the marker is set but Firebase cannot be loaded', async () => {
    localStorage.setItem(IDENTITY_MARKER_KEY, '1');
    serveConfig(null);
    // A visitor: the API answers 401 (it never sends a null user).
    api.use(mockEndpoint('auth', 'currentUser', apiError(401, 'Authentication credentials were not provided.')));

    await startAuth();

    await waitForStatus('ready');
    expect(api.callsOf('auth.currentUser')).not.toHaveLength(0);
    expect(authStore.getState().user).toBeNull();
  });
});

describe('ensureIdentityListening', () => {
  it('loads Firebase on demand and attaches it to the auth store, once', async () => {
    serveConfig(firebaseConfig);
    const attach = jest.spyOn(authStore.getState(), 'attachIdentity');
    api.use(mockEndpoint('auth', 'firebase', { success: true, user: makeUser(), token: 't', token_expires_in: 900 }));

    await ensureIdentityListening();
    await ensureIdentityListening();

    expect(initializeApp).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledTimes(2);
    expect(attach.mock.calls[0][0]).toBe(attach.mock.calls[1][0]);
    // The same adapter twice: the store keeps its one listener.
    expect(onAuthStateChanged).toHaveBeenCalledTimes(1);

    firebaseListener()(firebaseUser());
    await waitForStatus('ready');
    expect(exchanges()).toHaveLength(1);
  });

  it('attaches nothing when there is no Firebase config', async () => {
    serveConfig(null);
    const attach = jest.spyOn(authStore.getState(), 'attachIdentity');
    await ensureIdentityListening();
    expect(attach).not.toHaveBeenCalled();
  });
});

async function waitForStatus(status: 'ready' | 'loading') {
  for (let i = 0; i < 50 && authStore.getState().status !== status; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(authStore.getState().status).toBe(status);
}
