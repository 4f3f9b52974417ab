import type { Auth, User } from 'firebase/auth';
import type { IdentityAdapter, IdentityUser } from '@receipts/shared';
import { rememberIdentitySession } from './identity-marker';

/** The signed-in identity user as the app reads it, with providerIds in linked order (the first one is sent to the backend). */
export function toIdentityUser(user: User): IdentityUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((profile) => profile.providerId),
    getIdToken: () => user.getIdToken(),
  };
}

/** Adapts the Firebase SDK to the shared auth store's IdentityAdapter. */
export async function createFirebaseIdentityAdapter(auth: Auth): Promise<IdentityAdapter> {
  const { onAuthStateChanged, signOut } = await import('firebase/auth');
  return {
    onAuthStateChanged: (callback) =>
      onAuthStateChanged(auth, (user) => {
        rememberIdentitySession(Boolean(user));
        callback(user ? toIdentityUser(user) : null);
      }),
    signOut: () => signOut(auth),
  };
}
