import { Button } from '@receipts/shared';
import { Dialog, DialogActions } from '@receipts/shared/dialog';
import { signInStore, useSignInDialog } from '../sign-in-store';
import { reloadPage } from '../reload-page';

/** Opens after e-mail registration; 'Got it' closes it and reloads the page. */
export function VerifyEmailDialog() {
  const email = useSignInDialog((state) => state.verifyEmailFor);

  function gotIt() {
    signInStore.getState().closeVerifyEmail();
    reloadPage();
  }

  return (
    <Dialog
      open={email !== null}
      onOpenChange={(next) => !next && gotIt()}
      title="Verify Your Email"
      description={
        <>
          We&apos;ve sent a verification link to <strong>{email}</strong>. Please check your inbox and click the link to verify your
          account, then sign in with your e-mail and password.
        </>
      }
    >
      <DialogActions>
        <Button variant="primary" onClick={gotIt}>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
