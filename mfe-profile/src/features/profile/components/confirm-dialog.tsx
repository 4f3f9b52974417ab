import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@receipts/shared';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Where focus goes when the dialog closes (the button that opened it, or a fallback once that is gone). */
  returnFocus: () => HTMLElement | null;
}

/**
 * The delete dialog over Radix Dialog as an alertdialog: focus moves to Cancel (the safe choice), stays
 * inside, Escape cancels, and focus goes back to `returnFocus()` afterwards (there is no Radix Trigger to return to).
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy = false, returnFocus }: ConfirmDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="profile-dialog-overlay" />
        <Dialog.Content
          role="alertdialog"
          className="profile-dialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
        >
          <Dialog.Title className="profile-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="rc-wrap">{message}</Dialog.Description>
          <div className="profile-dialog__actions">
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" onClick={onConfirm} disabled={busy}>
              {busy ? 'Deleting...' : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default ConfirmDialog;
