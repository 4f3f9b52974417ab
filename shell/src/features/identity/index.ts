export { startIdentity } from './api/start-identity';
export { getFirebaseAuth, resetFirebaseAuthForTests } from './api/firebase-auth';
export { createFirebaseIdentityAdapter, toIdentityUser } from './api/firebase-identity-adapter';
