import { authStore } from '@receipts/shared';
import { ensureIdentityListening, getFirebaseAuth } from '../../identity';
import {
  EMAIL_VERIFICATION_REQUIRED,
  SIGN_IN_BASE,
  SOCIAL_NOT_CONFIGURED,
  SignInError,
  partialSuccessMessage,
  socialSignInMessage,
  type SocialProvider,
} from '../sign-in-errors';
import { awaitBackendSession } from './await-backend-session';

/**
 * Google or Apple through the identity service's popup. Resolves when the backend
 * session exists; throws a SignInError otherwise (a "partially successful" one when only the backend failed).
 */
export async function signInWithProvider(provider: SocialProvider): Promise<void> {
  const auth = await getFirebaseAuth().catch(() => null);
  if (!auth) throw new SignInError(`${SIGN_IN_BASE}${SOCIAL_NOT_CONFIGURED}`);
  const firebaseAuth = await import('firebase/auth');
  // Firebase was not on the first load: the auth store must hear about the popup's user to reach the backend.
  await ensureIdentityListening();

  const authProvider = provider === 'Google' ? new firebaseAuth.GoogleAuthProvider() : new firebaseAuth.OAuthProvider('apple.com');
  if (provider === 'Google') {
    authProvider.addScope('email');
    authProvider.addScope('profile');
    authProvider.setCustomParameters({ prompt: 'select_account' });
  } else {
    authProvider.addScope('email');
    authProvider.addScope('name');
  }

  authStore.setState({ backendError: null });
  let user;
  try {
    ({ user } = await firebaseAuth.signInWithPopup(auth, authProvider));
  } catch (error) {
    throw new SignInError(socialSignInMessage(error, provider), (error as { code?: string }).code);
  }

  if (provider === 'Google' && !user.emailVerified) {
    await authStore.getState().signOut();
    throw new SignInError(EMAIL_VERIFICATION_REQUIRED);
  }

  const backend = await awaitBackendSession(user.uid);
  if (!backend.ok) {
    console.warn(backend.message);
    throw new SignInError(partialSuccessMessage(provider));
  }
}
