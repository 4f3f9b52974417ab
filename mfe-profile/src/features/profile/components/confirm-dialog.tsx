import { Button } from '@receipts/shared';
import { Dialog, DialogActions } from '@receipts/shared/dialog';

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
 * The delete dialog, an alertdialog: focus moves to Cancel (the safe choice), stays inside, Escape cancels, a click
 * on the backdrop does nothing, and focus goes back to `returnFocus()` afterwards.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy = false, returnFocus }: ConfirmDialogProps) {
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={title}
      description={message}
      descriptionClassName="rc-wrap"
      returnFocus={returnFocus}
    >
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ConfirmDialog;
