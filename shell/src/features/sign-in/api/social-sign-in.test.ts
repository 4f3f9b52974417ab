/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { signInWithPopup } from 'firebase/auth';
import { authStore, type IdentityAdapter, type IdentityUser, type SessionResponse } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { ensureIdentityListening, getFirebaseAuth } from '../../identity';
import { makeUser, setAuth } from '../../../testing/test-utils';
import { BACKEND_SESSION_TIMEOUT_MS } from './await-backend-session';
import { signInWithProvider } from './social-sign-in';

jest.mock('firebase/auth', () => {
  class FakeProvider {
    providerId: string;
    scopes: string[] = [];
    params: Record<string, string> = {};
    constructor(providerId = 'google.com') {
      this.providerId = providerId;
    }
    addScope(scope: string) {
      this.scopes.push(scope);
      return this;
    }
    setCustomParameters(params: Record<string, string>) {
      this.params = params;
      return this;
    }
  }
  return {
    GoogleAuthProvider: class extends FakeProvider {
      constructor() {
        super('google.com');
      }
    },
    OAuthProvider: FakeProvider,
    signInWithPopup: jest.fn(),
  };
});
jest.mock('../../identity', () => ({ getFirebaseAuth: jest.fn(), ensureIdentityListening: jest.fn() }));

// The backend's side: the identity-token exchange (auth.firebase), the session check, logout and the follow lists.
const api = installMockApi(mockEndpoint('follows', 'mine', { commentators: [], podcasts: [], shows: [], users: [] }));
const exchanges = () => api.callsOf('auth.firebase').map((call) => call.body);

const popup = signInWithPopup as jest.Mock;
const firebaseAuth = getFirebaseAuth as jest.Mock;
let emit: (user: IdentityUser | null) => void = () => undefined;
const identitySignOut = jest.fn(async () => undefined);
/** A fake identity service; the store hears about it only through ensureIdentityListening, as on a first load without Firebase. */
const identity: IdentityAdapter = {
  onAuthStateChanged: (callback) => {
    emit = callback;
    return () => {
      emit = () => undefined;
    };
  },
  signOut: identitySignOut,
};

function identityUser(overrides: Partial<IdentityUser> = {}): IdentityUser {
  return {
    uid: 'uid-1',
    email: 'fan@example.com',
    displayName: 'Fan',
    photoURL: null,
    emailVerified: true,
    providerIds: ['google.com'],
    getIdToken: async () => 'id-token',
    ...overrides,
  };
}

/** The popup succeeds: the identity service notifies the store's listener, then resolves. */
function popupSignsIn(user: IdentityUser) {
  popup.mockImplementation(async () => {
    emit(user);
    return { user };
  });
}

beforeEach(() => {
  jest.restoreAllMocks();
  popup.mockReset();
  firebaseAuth.mockResolvedValue({ name: 'fake-auth' });
  identitySignOut.mockClear();
  // The real shared store, settled for a visitor: the identity service was not on the first load.
  setAuth(null);
  jest
    .mocked(ensureIdentityListening)
    .mockReset()
    .mockImplementation(async () => {
      authStore.getState().attachIdentity(identity);
    });
});

afterEach(() => {
  // Stop the store listening to the fake service (attaching the same adapter again only returns its detach).
  authStore.getState().attachIdentity(identity)();
});

const session = (): SessionResponse => ({ success: true, user: makeUser(), token: 'access-token', token_expires_in: 900 });

describe('signInWithProvider', () => {
  it('makes the auth store listen to the identity service before the popup opens', async () => {
    api.use(mockEndpoint('auth', 'firebase', session()));
    popupSignsIn(identityUser());

    await signInWithProvider('Google');

    expect(ensureIdentityListening).toHaveBeenCalledTimes(1);
    expect(jest.mocked(ensureIdentityListening).mock.invocationCallOrder[0]).toBeLessThan(popup.mock.invocationCallOrder[0]);
  });

  it('without a listening auth store the backend session never arrives (what ensureIdentityListening is for)', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(ensureIdentityListening).mockImplementation(async () => undefined);
      api.use(mockEndpoint('auth', 'firebase', session()));
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      popupSignsIn(identityUser());

      const result = expect(signInWithProvider('Google')).rejects.toThrow('Sign-in partially successful');
      await jest.advanceTimersByTimeAsync(BACKEND_SESSION_TIMEOUT_MS);
      await result;
      expect(exchanges()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks Google for email and profile and forces account selection', async () => {
    api.use(mockEndpoint('auth', 'firebase', session()));
    popupSignsIn(identityUser());

    await signInWithProvider('Google');

    const provider = popup.mock.calls[0][1];
    expect(provider.providerId).toBe('google.com');
    expect(provider.scopes).toEqual(['email', 'profile']);
    expect(provider.params).toEqual({ prompt: 'select_account' });
    expect(exchanges()).toEqual([{ token: 'id-token', providerId: 'google.com', emailVerified: true }]);
    expect(authStore.getState().user?.username).toBe('jordan');
  });

  it('asks Apple for email and name', async () => {
    api.use(mockEndpoint('auth', 'firebase', session()));
    popupSignsIn(identityUser({ providerIds: ['apple.com'] }));

    await signInWithProvider('Apple');

    const provider = popup.mock.calls[0][1];
    expect(provider.providerId).toBe('apple.com');
    expect(provider.scopes).toEqual(['email', 'name']);
  });

  it('reports a partial success when the backend refuses the identity token', async () => {
    api.use(mockEndpoint('auth', 'firebase', apiError(500, 'boom')), mockEndpoint('auth', 'currentUser', apiError(401, 'no session')));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    popupSignsIn(identityUser());

    await expect(signInWithProvider('Google')).rejects.toThrow(
      "Sign-in partially successful. You're logged in with Google but there might be issues with some features.",
    );
  });

  it('requires a verified e-mail for Google and signs the identity user out', async () => {
    api.use(mockEndpoint('auth', 'firebase', session()));
    api.use(mockEndpoint('auth', 'logout', { success: true }));
    popupSignsIn(identityUser({ emailVerified: false }));

    await expect(signInWithProvider('Google')).rejects.toThrow(
      'Email verification is required to use all features. Please verify your email address.',
    );
    expect(identitySignOut).toHaveBeenCalled();
    expect(api.callsOf('auth.logout')).toHaveLength(1);
  });

  it('maps popup failures and keeps the code', async () => {
    popup.mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/popup-blocked).'), { code: 'auth/popup-blocked' }));

    await expect(signInWithProvider('Google')).rejects.toMatchObject({
      message: 'Failed to sign in. Please allow popups for this website.',
      code: 'auth/popup-blocked',
    });
  });

  it('fails with a message instead of crashing when the server sends no Firebase config', async () => {
    firebaseAuth.mockResolvedValue(null);

    await expect(signInWithProvider('Google')).rejects.toThrow('Failed to sign in. Social sign-in is not configured on this server.');
    expect(popup).not.toHaveBeenCalled();
    expect(ensureIdentityListening).not.toHaveBeenCalled();
  });
});
