import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  authorName,
  Button,
  Card,
  isApiError,
  MODERATION_REASON_MAX,
  moderationApi,
  notify,
  type AppealDecision,
  type AppealQueueItem,
} from '@receipts/shared';
import { formatDate } from '@receipts/shared/dates';
import { targetLabel } from '../api/action-options';

const ANSWERED: Record<AppealDecision, string> = {
  restore: 'Restored. The author was told.',
  uphold: 'Kept hidden. The author was told.',
};

/** One open appeal: what was hidden and why, the author's message, and staff's answer (restore or keep hidden, with a note). */
export function AppealItem({ item, onDone }: { item: AppealQueueItem; onDone: () => void }) {
  const name = targetLabel(item.target_type, item.target_id);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function answer(decision: AppealDecision) {
    setBusy(true);
    setError(null);
    try {
      await moderationApi.answerAppeal(item.id, { decision, note: note.trim() || null });
      notify(ANSWERED[decision], { tone: 'success' });
      onDone();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.detail ?? failure.message) : 'The answer could not be sent. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mod-item">
      <article aria-label={`Appeal of ${name}`}>
        <header className="mod-item__header">
          <h3 className="mod-item__title">
            Appeal of <Link to={`/statements/${item.statement_id}`}>{name}</Link>
          </h3>
          <span className="rc-muted">sent {formatDate(item.created_at)}</span>
        </header>
        {item.reason && <p>Hidden for: {item.reason}</p>}
        {item.preview ? (
          <blockquote className="mod-item__preview rc-wrap">
            {item.preview.title && <strong>{item.preview.title}</strong>}
            <p>{item.preview.text}</p>
          </blockquote>
        ) : (
          <p className="rc-muted">This content no longer exists.</p>
        )}
        {item.author && (
          <p>
            By <Link to={`/profile/${item.author.username}`}>{authorName(item.author)}</Link>, who writes:
          </p>
        )}
        <blockquote className="rc-wrap" aria-label="The author’s message">
          “{item.message}”
        </blockquote>
        <label htmlFor={`${id}-note`}>Note to the author (optional)</label>
        <textarea id={`${id}-note`} value={note} maxLength={MODERATION_REASON_MAX} rows={2} onChange={(e) => setNote(e.target.value)} />
        {error && <Alert>{error}</Alert>}
        <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <Button variant="primary" disabled={busy} onClick={() => void answer('restore')}>
            Restore
          </Button>
          <Button disabled={busy} onClick={() => void answer('uphold')}>
            Keep hidden
          </Button>
        </div>
      </article>
    </Card>
  );
}
