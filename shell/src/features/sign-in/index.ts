export { SignInDialog } from './components/sign-in-dialog';
export { VerifyEmailDialog } from './components/verify-email-dialog';
export { LoginRoute } from './components/login-route';
export { openSignIn, signInStore, useSignInDialog } from './sign-in-store';
export type { SignInView, SignInDialogState } from './sign-in-store';
export { signInWithProvider } from './api/social-sign-in';
