import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, EmptyState, Spinner, plural, statementsApi, type Statement, type StatementType } from '@receipts/shared';
import { MAX_PER_PAGE, useAsyncData } from '@receipts/shared';
import { StatementItems } from '../../common';
import { RecordLine } from './record-line';

// Radix Dialog loads when an owner first asks to delete, not with every profile.
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

const WORDS: Record<StatementType, { label: string; one: string; error: string; empty: string }> = {
  prediction: { label: 'Predictions', one: 'Prediction', error: 'Failed to load predictions', empty: 'No predictions found.' },
  opinion: { label: 'Hot Takes', one: 'Hot Take', error: 'Failed to load opinions', empty: 'No hot takes found.' },
};

/** A profile's predictions or hot takes; the owner may delete after confirming. */
export function ProfileStatements({
  userId,
  username,
  type,
  isOwner,
  onDeleted,
}: {
  userId: number;
  /** Whose record the predictions tab sums up. */
  username: string;
  type: StatementType;
  isOwner: boolean;
  /** Told after a delete succeeded, so counts elsewhere on the page follow. */
  onDeleted?: (statement: Statement) => void;
}) {
  const words = WORDS[type];
  const { state, update } = useAsyncData(() => statementsApi.list({ user_id: userId, type, per_page: MAX_PER_PAGE }), [userId, type]);
  const [pending, setPending] = useState<Statement | null>(null);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const count = useRef<HTMLParagraphElement>(null);

  async function confirmDelete() {
    if (!pending) return;
    setBusy(true);
    try {
      await statementsApi.remove(pending.id);
      update((items) => items.filter((item) => item.id !== pending.id));
      onDeleted?.(pending);
    } catch (error) {
      console.error('Delete failed', error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  if (state.status === 'loading') return <Spinner label={`Loading ${words.label}`} />;
  if (state.status === 'error') return <Alert>{words.error}</Alert>;
  return (
    <>
      {type === 'prediction' && <RecordLine username={username} />}
      <p ref={count} tabIndex={-1} className="rc-muted" aria-live="polite" style={{ marginTop: 0 }}>
        {plural(state.data.length, words.one)}
      </p>
      {state.data.length === 0 ? (
        <EmptyState>{words.empty}</EmptyState>
      ) : (
        <StatementItems
          items={state.data}
          label={words.label}
          actions={(statement) => (
            <>
              <Link className="rc-button" to={`/statements/${statement.id}`}>
                View Details
              </Link>
              {/* A statement moderators hid is not the author's to delete (it is no longer live). */}
              {isOwner && !statement.moderation && (
                <Button
                  aria-label={`Delete “${statement.title}”`}
                  onClick={(event) => {
                    trigger.current = event.currentTarget;
                    setPending(statement);
                  }}
                >
                  Delete
                </Button>
              )}
            </>
          )}
        />
      )}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Delete this item?"
            message={`“${pending.title}” will be removed permanently.`}
            confirmLabel="Delete"
            busy={busy}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setPending(null)}
            returnFocus={() => (trigger.current?.isConnected ? trigger.current : count.current)}
          />
        </Suspense>
      )}
    </>
  );
}
