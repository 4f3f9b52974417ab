export { startIdentity, startAuth, ensureIdentityListening, forgetIdentityForTests } from './api/start-identity';
export { getFirebaseAuth, resetFirebaseAuthForTests } from './api/firebase-auth';
export { createFirebaseIdentityAdapter, toIdentityUser } from './api/firebase-identity-adapter';
export { IDENTITY_MARKER_KEY, identitySessionMayExist } from './api/identity-marker';
export { AUTH_SETTLE_WAIT_MS, authSettled } from './api/auth-settled';
