import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@receipts/shared';
import { signInStore, useSignInDialog } from '../sign-in-store';
import { reloadPage } from '../reload-page';
import '../sign-in.css';

/** Opens after e-mail registration; 'Got it' closes it and reloads the page. */
export function VerifyEmailDialog() {
  const email = useSignInDialog((state) => state.verifyEmailFor);

  function gotIt() {
    signInStore.getState().closeVerifyEmail();
    reloadPage();
  }

  return (
    <Dialog.Root open={email !== null} onOpenChange={(next) => !next && gotIt()}>
      <Dialog.Portal>
        <Dialog.Overlay className="rc-dialog-overlay" />
        <Dialog.Content className="rc-dialog">
          <Dialog.Title className="rc-dialog__title">Verify Your Email</Dialog.Title>
          <Dialog.Description>
            We&apos;ve sent a verification link to <strong>{email}</strong>. Please check your inbox and click the link to verify your
            account, then sign in with your e-mail and password.
          </Dialog.Description>
          <div className="rc-dialog__actions">
            <Button variant="primary" onClick={gotIt}>
              Got it
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
