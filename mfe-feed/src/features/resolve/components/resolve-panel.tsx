import { Card, type Statement } from '@receipts/shared';
import { formatDate, formatStatementDate } from '@receipts/shared/dates';
import { useOutcomeHistory } from '../hooks/use-outcome-history';
import { OutcomeForm } from './outcome-form';
import { OutcomeHistory } from './outcome-history';
import './resolve.css';

/** When an unlocked prediction will lock: its lock time, or failing that its event date. */
function lockMoment(statement: Statement): string {
  return formatStatementDate(statement.locked_at) || formatDate(statement.event_date, 'date');
}

/** Staff only (loaded through ResolvePanel in ../index): set a locked prediction's outcome, see every change. */
export function ResolvePanel({ statement }: { statement: Statement }) {
  const history = useOutcomeHistory(statement.id);
  const locksAt = lockMoment(statement);
  return (
    <Card className="resolve-panel">
      <section aria-labelledby="resolve-title">
        <h2 id="resolve-title">Resolve</h2>
        {statement.is_locked ? (
          <OutcomeForm statement={statement} onSaved={history.reload} />
        ) : (
          <p>
            {locksAt
              ? `Outcomes can be set once the prediction locks on ${locksAt}.`
              : 'Outcomes can be set once the prediction is locked.'}
          </p>
        )}
        <OutcomeHistory state={history.state} />
      </section>
    </Card>
  );
}
