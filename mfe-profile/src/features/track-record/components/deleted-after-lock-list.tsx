import { Chip, DELETED_AFTER_LOCK, type DeletedAfterLock } from '@receipts/shared';
import { formatDate } from '@receipts/shared/dates';
import { outcomeLabel } from '../api/record-format';

/** Predictions deleted once locked are gone from feeds but stay in the record, named as such. */
export function DeletedAfterLockList({ items }: { items: DeletedAfterLock[] }) {
  return (
    <ul aria-label="Predictions deleted after lock" className="rc-stack track-record-deleted">
      {items.map((item) => (
        <li key={item.id}>
          <Chip outlined>{DELETED_AFTER_LOCK}</Chip>
          <span className="rc-wrap">{item.title}</span>
          <span className="rc-muted">
            {item.event_date && (
              <>
                <time dateTime={item.event_date}>{formatDate(item.event_date, 'date')}</time>
                {' · '}
              </>
            )}
            {outcomeLabel(item.outcome)}
          </span>
        </li>
      ))}
    </ul>
  );
}
