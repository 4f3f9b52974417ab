/** The sign-in and verify-email dialogs as one lazy chunk: they mount together, so the shared dialog loads once. */
export { SignInDialog } from './sign-in-dialog';
export { VerifyEmailDialog } from './verify-email-dialog';
