import { Link } from 'react-router-dom';
import { Alert, Button, Card, EmptyState, Spinner, directoryApi, useAsyncData, type EntityKind, type Statement } from '@receipts/shared';
import { PunditRecordCard, SaidByLine } from '@receipts/shared/pundits';
import type { DirectoryKind } from '../api/directory-kinds';
import { useReceipts } from '../hooks/use-receipts';

const OUTCOME_LABELS: Record<string, string> = { correct: 'Correct', incorrect: 'Incorrect', push: 'Push', pending: 'Pending' };

function ReceiptItem({ receipt }: { receipt: Statement }) {
  return (
    <li className="directory-receipt">
      <Link to={`/statements/${receipt.id}`}>
        <strong>{receipt.title}</strong>
      </Link>
      {receipt.attribution && <SaidByLine attribution={receipt.attribution} />}
      {receipt.statement_type === 'prediction' ? (
        <span className="rc-muted">
          Call: {receipt.prediction_choice} · {OUTCOME_LABELS[receipt.outcome ?? 'pending'] ?? 'Pending'}
        </span>
      ) : (
        <span className="rc-muted">Hot take</span>
      )}
    </li>
  );
}

/** The pundit's track record card and their receipts, on their directory page. */
export function PunditReceipts({ kind, followType, slug }: { kind: DirectoryKind; followType: EntityKind; slug: string }) {
  const { state: record } = useAsyncData(() => directoryApi[kind].record(slug), [kind, slug]);
  const { receipts, state, hasMore, more } = useReceipts(followType, slug);
  return (
    <>
      {record.status === 'success' && <PunditRecordCard record={record.data} />}
      {record.status === 'error' && <Alert>Failed to load the track record.</Alert>}
      <Card>
        <section aria-labelledby="pundit-receipts-title">
          <h2 id="pundit-receipts-title" style={{ marginTop: 0 }}>
            Receipts
          </h2>
          {receipts.length > 0 && (
            <ul className="directory-receipts">
              {receipts.map((receipt) => (
                <ReceiptItem key={receipt.id} receipt={receipt} />
              ))}
            </ul>
          )}
          {state === 'idle' && receipts.length === 0 && (
            <EmptyState>No receipts yet. Post a prediction they made, with its source, from the create form’s “Said by”.</EmptyState>
          )}
          {state === 'loading' && <Spinner label="Loading receipts" />}
          {state === 'error' && <Alert>Failed to load receipts.</Alert>}
          {state === 'idle' && hasMore && <Button onClick={more}>Show more receipts</Button>}
        </section>
      </Card>
    </>
  );
}
