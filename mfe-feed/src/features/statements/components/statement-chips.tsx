import { Chip, type Statement } from '@receipts/shared';
import { formatStatementDate, useDateText } from '@receipts/shared/dates';
import { OutcomeChip } from '@receipts/shared/people';

// The outcome chip is shared: a profile's predictions (mfe-profile) carry the same chips.
export { OutcomeChip };

/** A locked prediction can no longer be edited; the chip names the moment it locked. */
export function LockedChip({ lockedAt }: { lockedAt: string | null }) {
  const since = useDateText(() => formatStatementDate(lockedAt));
  return (
    <span title={since ? `Locked since ${since}` : undefined}>
      <Chip outlined>Locked{since && <span className="rc-visually-hidden"> since {since}</span>}</Chip>
    </span>
  );
}

/** Type, HOT TAKE and (for predictions) Locked and outcome chips. */
export function StatementChips({ statement }: { statement: Statement }) {
  const isPrediction = statement.statement_type === 'prediction';
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6 }}>
      <Chip>{isPrediction ? 'Prediction' : 'Opinion'}</Chip>
      {!isPrediction && statement.is_hot_take && <Chip color="var(--rc-hot)">HOT TAKE</Chip>}
      {isPrediction && statement.is_locked && <LockedChip lockedAt={statement.locked_at} />}
      {isPrediction && <OutcomeChip outcome={statement.outcome} />}
    </span>
  );
}
