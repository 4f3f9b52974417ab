import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@receipts/shared';
import { Dialog, DialogActions } from '../ui/dialog';
import { useSendReport } from './use-send-report';
import type { ReportTarget } from './report-menu';

const WHAT = { statement: 'post', comment: 'comment', user: 'profile' } as const;

/** The report dialog: why (one of the reasons), an optional note of at most 500 characters, send. */
export function ReportDialog({
  target,
  onClose,
  returnFocus,
}: {
  target: ReportTarget;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const { send, busy, error } = useSendReport(target, onClose);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason) void send(reason, note);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Report this ${WHAT[target.type]}`}
      description="Moderators will see your report. The author will not see who sent it."
      descriptionClassName="rc-muted"
      returnFocus={returnFocus}
    >
      <form onSubmit={submit} className="report-dialog__form">
        <fieldset>
          <legend>Why are you reporting it?</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="report-dialog__reason">
              <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-note`}>Note (optional)</label>
        <textarea
          className="rc-input-compact"
          id={`${id}-note`}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        <span className="rc-muted" aria-live="polite">
          {note.length}/{REPORT_NOTE_MAX}
        </span>
        {error && <Alert>{error}</Alert>}
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy || !reason}>
            {busy ? 'Sending…' : 'Send report'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
