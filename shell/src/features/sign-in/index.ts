export { SignInDialogs } from './components/sign-in-dialogs';
export { LoginRoute } from './components/login-route';
export { openSignIn, signInStore, useSignInDialog } from './sign-in-store';
export type { SignInView, SignInDialogState } from './sign-in-store';
