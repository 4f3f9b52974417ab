import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  APPEAL_MESSAGE_MAX,
  APPEAL_STATUS_TEXT,
  Button,
  hiddenByModeratorsText,
  isApiError,
  moderationApi,
  type Appeal,
  type ContentModeration,
} from '@receipts/shared';

export const APPEAL_SENT = APPEAL_STATUS_TEXT.open;
const WHAT = { statement: 'post', comment: 'comment' } as const;

/**
 * What the author of a hidden statement or comment reads on it: why moderators hid it, and either their appeal's
 * status (with the moderators' note) or an Appeal button opening a short form. Nobody else ever gets this item.
 */
export function AppealPanel({
  target,
  moderation,
  onAppealed,
}: {
  target: { type: 'statement' | 'comment'; id: number };
  moderation: ContentModeration;
  onAppealed?: (appeal: Appeal) => void;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Appeal | null>(null);
  const id = useId();
  const appeal = sent ? { status: sent.status, note: sent.note } : (moderation.appeal ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await moderationApi.appeal({ target_type: target.type, target_id: target.id, message });
      setSent(created);
      setOpen(false);
      onAppealed?.(created);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.detail ?? failure.message) : 'The appeal could not be sent. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="appeal-panel">
      <Alert>{hiddenByModeratorsText(moderation.reason)}</Alert>
      {moderation.state === 'hidden' && appeal && (
        <Alert tone="info">
          {APPEAL_STATUS_TEXT[appeal.status]}
          {appeal.note && ` Moderators’ note: ${appeal.note}`}
        </Alert>
      )}
      {moderation.state === 'hidden' && !appeal && moderation.appealable !== false && !open && (
        <p>
          Only you can see this {WHAT[target.type]}. If you think moderators got it wrong, you can appeal once.{' '}
          <Button onClick={() => setOpen(true)}>Appeal</Button>
        </p>
      )}
      {open && !appeal && (
        <form onSubmit={submit} className="appeal-panel__form" aria-label={`Appeal the hiding of your ${WHAT[target.type]}`}>
          <label htmlFor={`${id}-message`}>Why should it be restored?</label>
          <textarea
            id={`${id}-message`}
            value={message}
            maxLength={APPEAL_MESSAGE_MAX}
            rows={3}
            required
            onChange={(event) => setMessage(event.target.value)}
          />
          <span className="rc-muted" aria-live="polite">
            {message.length}/{APPEAL_MESSAGE_MAX}
          </span>
          {error && <Alert>{error}</Alert>}
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={busy || !message.trim()}>
              {busy ? 'Sending…' : 'Send appeal'}
            </Button>
          </div>
        </form>
      )}
      {!open && error && <Alert>{error}</Alert>}
    </div>
  );
}
