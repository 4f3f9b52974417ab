import type { ReactNode } from 'react';
import { Alert, Card, Chip, hiddenByModeratorsText, previewText, type Statement } from '@receipts/shared';
import { RecentDate } from '@receipts/shared/dates';
import { OutcomeChip } from '@receipts/shared/people';

/**
 * A compact list of a user's statements, a prediction with its result chip (CORRECT, INCORRECT, PUSH or PENDING);
 * `actions` renders each item's buttons. The API sends a statement
 * moderators hid only to its author, who reads why on it.
 */
export function StatementItems({
  items,
  label,
  actions,
}: {
  items: Statement[];
  label: string;
  actions: (statement: Statement) => ReactNode;
}) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {items.map((statement) => (
        <li key={statement.id}>
          <Card>
            <article aria-label={statement.title}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <strong className="rc-wrap">{statement.title}</strong>
                {statement.is_hot_take && <Chip color="var(--rc-hot)">HOT TAKE</Chip>}
                {statement.statement_type === 'prediction' && <OutcomeChip outcome={statement.outcome} />}
                <RecentDate value={statement.created_at} />
              </div>
              {statement.moderation && <Alert tone="info">{hiddenByModeratorsText(statement.moderation.reason)}</Alert>}
              <p className="rc-wrap" style={{ margin: '6px 0' }}>
                {previewText(statement.body)}
              </p>
              <div style={{ display: 'flex', gap: 8 }}>{actions(statement)}</div>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
