import { authStore, type IdentityAdapter } from '@receipts/shared';
import { getFirebaseAuth } from './firebase-auth';
import { createFirebaseIdentityAdapter } from './firebase-identity-adapter';
import { identitySessionMayExist } from './identity-marker';

let adapter: Promise<IdentityAdapter | null> | null = null;

/**
 * Loads the identity service (Firebase) and returns its adapter for the auth store, or null when there
 * is no Firebase config or it cannot be loaded: the store then only checks the backend session.
 */
export function startIdentity(): Promise<IdentityAdapter | null> {
  adapter ??= getFirebaseAuth()
    .then((auth) => (auth ? createFirebaseIdentityAdapter(auth) : null))
    .catch((error: unknown) => {
      adapter = null;
      console.warn('Identity service unavailable; continuing with the backend session only.', error);
      return null;
    });
  return adapter;
}

/**
 * The auth state at start: wait for the identity service only when a session of it may exist;
 * otherwise the backend session alone decides, and Firebase stays off the first load.
 */
export async function startAuth(): Promise<void> {
  const identity = identitySessionMayExist() ? await startIdentity() : null;
  authStore.getState().start(identity);
}

/** Before a social sign-in: load the identity service and let the auth store listen to it. */
export async function ensureIdentityListening(): Promise<void> {
  const identity = await startIdentity();
  if (identity) authStore.getState().attachIdentity(identity);
}

/** Tests only. */
export function forgetIdentityForTests(): void {
  adapter = null;
}
