import { Link } from 'react-router-dom';
import { authorName, Card, Chip, plural, REPORT_REASON_LABELS, type ModerationQueueItem } from '@receipts/shared';
import { formatDate } from '@receipts/shared/dates';
import { targetLabel } from '../api/action-options';
import { ActionForm } from './action-form';
import { AuthorHistory } from './author-history';

const STATE_LABEL = { hidden: 'Hidden', removed: 'Removed' } as const;

/**
 * Which reports count toward hiding it automatically: those of accounts with standing made since staff last
 * reviewed it. The others are shown, but move nothing.
 */
export function ReportWeight({ item }: { item: ModerationQueueItem }) {
  const uncounted = item.report_count - item.counted_report_count;
  return (
    <span className="rc-muted" title={uncounted > 0 ? UNCOUNTED_HINT : undefined}>
      {item.counted_report_count} counted{uncounted > 0 && ` · ${uncounted} not counted`}
    </span>
  );
}

export const UNCOUNTED_HINT =
  'Not counted: from accounts without standing yet (new, unverified or inactive), or made before a staff review.';

/** One reported target: what it is, who reported it why, its author and their history, and the actions. */
export function QueueItem({ item, onDone }: { item: ModerationQueueItem; onDone: () => void }) {
  const name = targetLabel(item.target_type, item.target_id);
  const suspended = item.author_suspended_until;
  return (
    <Card className="mod-item">
      <article aria-label={name}>
        <header className="mod-item__header">
          <h2 className="mod-item__title">
            {item.target_type === 'statement' ? <Link to={`/statements/${item.target_id}`}>{name}</Link> : name}
          </h2>
          <Chip>{plural(item.report_count, 'report')}</Chip>
          <ReportWeight item={item} />
          {item.state && <Chip outlined>{STATE_LABEL[item.state]}</Chip>}
          <span className="rc-muted">last {formatDate(item.last_reported_at)}</span>
        </header>
        <ul className="mod-item__reasons" aria-label="Reasons">
          {item.reasons.map(({ reason, count }) => (
            <li key={reason}>
              {REPORT_REASON_LABELS[reason]} × {count}
            </li>
          ))}
        </ul>
        {item.notes.length > 0 && (
          <ul className="mod-item__notes" aria-label="Notes">
            {item.notes.map((note, i) => (
              <li key={i} className="rc-wrap">
                “{note}”
              </li>
            ))}
          </ul>
        )}
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
            By <Link to={`/profile/${item.author.username}`}>{authorName(item.author)}</Link>
            {suspended && <> · suspended {suspended === 'permanent' ? 'permanently' : `until ${formatDate(suspended)}`}</>}
          </p>
        )}
        <AuthorHistory entries={item.author_history} />
        <ActionForm item={item} onDone={onDone} />
      </article>
    </Card>
  );
}
