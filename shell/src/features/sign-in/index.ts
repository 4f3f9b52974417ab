import { lazy } from 'react';
export { SignInDialogs } from './components/sign-in-dialogs';
export { LoginRoute } from './components/login-route';
export { openSignIn, signInStore, useSignInDialog } from './sign-in-store';
export { returnAfterVerify } from './return-path';
export type { SignInView, SignInDialogState } from './sign-in-store';

/** `/reset-password/:token`: loads when the e-mailed link is opened, never on first load. */
export const ResetPasswordPage = lazy(() =>
  import('./components/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
