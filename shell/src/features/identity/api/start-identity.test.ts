import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, onAuthStateChanged, signOut } from 'firebase/auth';
import type { IdentityUser, RuntimeConfig } from '@receipts/shared';
import { resetRuntimeConfigForTests } from '../../runtime-config';
import { getFirebaseAuth, resetFirebaseAuthForTests } from './firebase-auth';
import { startIdentity } from './start-identity';

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })), getApps: jest.fn(() => []) }));
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({ name: 'fake-auth' })),
  connectAuthEmulator: jest.fn(),
  onAuthStateChanged: jest.fn(),
  signOut: jest.fn(async () => undefined),
}));

const firebaseConfig = { apiKey: 'key', authDomain: 'demo-receipts.firebaseapp.com', projectId: 'demo-receipts' };

function serveConfig(firebase: RuntimeConfig['firebase']) {
  const config: RuntimeConfig = { apiBaseUrl: '/api', environment: 'development', firebase, contact: { email: 'a@b.c', socials: [] } };
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => config })) as unknown as typeof fetch;
}

beforeEach(() => {
  jest.clearAllMocks();
  resetRuntimeConfigForTests();
  resetFirebaseAuthForTests();
});

describe('startIdentity', () => {
  it('returns null when the runtime config has no Firebase block', async () => {
    serveConfig(null);
    await expect(startIdentity()).resolves.toBeNull();
    expect(initializeApp).not.toHaveBeenCalled();
  });

  it('returns null (and warns) when the runtime config cannot be loaded', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 500 })) as unknown as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(startIdentity()).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
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

  it('creates the Firebase app once however often it is asked', async () => {
    serveConfig(firebaseConfig);
    await Promise.all([getFirebaseAuth(), getFirebaseAuth(), startIdentity()]);
    expect(initializeApp).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('adapts Firebase users and sign-out for the auth store', async () => {
    serveConfig(firebaseConfig);
    const adapter = await startIdentity();
    const seen: (IdentityUser | null)[] = [];
    adapter!.onAuthStateChanged((user) => seen.push(user));

    const listener = jest.mocked(onAuthStateChanged).mock.calls[0][1] as (user: unknown) => void;
    listener({
      uid: 'u1', email: 'fan@example.com', displayName: 'Fan', photoURL: 'https://img/1.png', emailVerified: true,
      providerData: [{ providerId: 'google.com' }, { providerId: 'password' }], getIdToken: async () => 'id-token',
    });
    listener(null);

    expect(seen[0]).toMatchObject({ uid: 'u1', email: 'fan@example.com', emailVerified: true, providerIds: ['google.com', 'password'] });
    await expect(seen[0]!.getIdToken()).resolves.toBe('id-token');
    expect(seen[1]).toBeNull();

    await adapter!.signOut();
    expect(signOut).toHaveBeenCalledWith({ name: 'fake-auth' });
  });
});
