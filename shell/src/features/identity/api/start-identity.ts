import type { IdentityAdapter } from '@receipts/shared';
import { getFirebaseAuth } from './firebase-auth';
import { createFirebaseIdentityAdapter } from './firebase-identity-adapter';

/**
 * Loads the runtime config and returns the identity adapter for `authStore.getState().start(...)`,
 * or null when there is no Firebase config (or it cannot be loaded): the store then only checks the backend session.
 */
export async function startIdentity(): Promise<IdentityAdapter | null> {
  try {
    const auth = await getFirebaseAuth();
    return auth ? await createFirebaseIdentityAdapter(auth) : null;
  } catch (error) {
    console.warn('Identity service unavailable; continuing with the backend session only.', error);
    return null;
  }
}
