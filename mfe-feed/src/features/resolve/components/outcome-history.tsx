import { Alert, EmptyState, Spinner, authorName, isApiError, type OutcomeAuditEntry } from '@receipts/shared';
import { formatStatementDate } from '@receipts/shared/dates';
import type { AsyncState } from '@receipts/shared';
import { OUTCOME_LABELS } from './outcome-labels';

export const HISTORY_LOAD_ERROR = 'Failed to load the outcome history.';

/** The audit trail: who changed the outcome, when, from what to what, and why. */
export function OutcomeHistory({ state }: { state: AsyncState<OutcomeAuditEntry[]> }) {
  return (
    <section aria-labelledby="outcome-history-title" className="resolve-history">
      <h3 id="outcome-history-title">History</h3>
      {state.status === 'loading' && <Spinner label="Loading outcome history" />}
      {state.status === 'error' && (
        <Alert>{isApiError(state.error) ? (state.error.detail ?? HISTORY_LOAD_ERROR) : HISTORY_LOAD_ERROR}</Alert>
      )}
      {state.status === 'success' && state.data.length === 0 && <EmptyState>No outcome changes yet.</EmptyState>}
      {state.status === 'success' && state.data.length > 0 && (
        <ol className="resolve-history__list">
          {state.data.map((entry) => (
            <li key={entry.id}>
              <strong>
                {OUTCOME_LABELS[entry.from]} → {OUTCOME_LABELS[entry.to]}
              </strong>
              <div className="rc-muted">
                {entry.changed_by ? authorName(entry.changed_by) : 'Unknown'} ·{' '}
                <time dateTime={entry.changed_at}>{formatStatementDate(entry.changed_at)}</time>
              </div>
              {entry.notes && <p className="rc-wrap">{entry.notes}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
