import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, EmptyState, Spinner, statementsApi, type Statement, type StatementType } from '@receipts/shared';
import { MAX_PER_PAGE, useAsyncData } from '@receipts/shared';
import { StatementItems } from '../../common';
import { ConfirmDialog } from './confirm-dialog';

const WORDS: Record<StatementType, { label: string; error: string; empty: string }> = {
  prediction: { label: 'Predictions', error: 'Failed to load predictions', empty: 'No predictions found.' },
  opinion: { label: 'Hot Takes', error: 'Failed to load opinions', empty: 'No hot takes found.' },
};

/** A profile's predictions or hot takes; the owner may delete after confirming (spec §2.12, §4). */
export function ProfileStatements({ userId, type, isOwner }: { userId: number; type: StatementType; isOwner: boolean }) {
  const words = WORDS[type];
  const { state, update } = useAsyncData(() => statementsApi.list({ user_id: userId, type, per_page: MAX_PER_PAGE }), [userId, type]);
  const [pending, setPending] = useState<Statement | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!pending) return;
    setBusy(true);
    try {
      await statementsApi.remove(pending.id);
      update((items) => items.filter((item) => item.id !== pending.id));
    } catch (error) {
      console.error('Delete failed', error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  if (state.status === 'loading') return <Spinner label={`Loading ${words.label}`} />;
  if (state.status === 'error') return <Alert>{words.error}</Alert>;
  if (state.data.length === 0) return <EmptyState>{words.empty}</EmptyState>;
  return (
    <>
      <StatementItems
        items={state.data}
        label={words.label}
        actions={(statement) => (
          <>
            <Link className="rc-button" to={`/statements/${statement.id}`}>View Details</Link>
            {isOwner && <Button onClick={() => setPending(statement)}>Delete</Button>}
          </>
        )}
      />
      {pending && (
        <ConfirmDialog
          title="Delete this item?"
          message={`“${pending.title}” will be removed permanently.`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
