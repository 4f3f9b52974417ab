export { createAuthStore, FOLLOWS_ERROR } from './auth-store';
export type { AuthState, AuthStore } from './auth-store';
export { authStore, useAuth, useCurrentUser, useIsStaff } from './use-auth';
export { normaliseFollowLists, EMPTY_FOLLOWS } from './follow-lists';
export type { IdentityAdapter, IdentityUser } from './identity';
export { askToSignIn, onSignInRequest, requestSignIn } from './sign-in-request';
