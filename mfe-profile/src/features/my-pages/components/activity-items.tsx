import { Link } from 'react-router-dom';
import { Card, Chip, previewText, type ActivityComment, type ActivityVote } from '@receipts/shared';
import { RecentDate } from '@receipts/shared/dates';
import { OutcomeChip } from '@receipts/shared/people';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 } as const;
const ROW_STYLE = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;

function StatementChip({ statement }: { statement: ActivityVote['statement'] }) {
  return statement.statement_type === 'prediction' ? <OutcomeChip outcome={statement.outcome} /> : null;
}

/** The member's votes: which way, on what (a link to the statement), when. */
export function VoteItems({ items }: { items: ActivityVote[] }) {
  return (
    <ul aria-label="My Votes" style={LIST_STYLE}>
      {items.map((vote) => (
        <li key={`${vote.statement.id}`}>
          <Card>
            <article aria-label={vote.statement.title} style={ROW_STYLE}>
              <Chip color={vote.vote_type === 'upvote' ? 'var(--rc-success)' : 'var(--rc-danger)'}>
                {vote.vote_type === 'upvote' ? 'Upvoted' : 'Downvoted'}
              </Chip>
              <Link className="rc-wrap activity-item__link" to={`/statements/${vote.statement.id}`}>
                {vote.statement.title}
              </Link>
              <StatementChip statement={vote.statement} />
              <RecentDate value={vote.created_at} />
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The member's comments and replies: what they said and the statement it is under (a link to the comment). */
export function CommentItems({ items }: { items: ActivityComment[] }) {
  return (
    <ul aria-label="My Comments" style={LIST_STYLE}>
      {items.map((comment) => (
        <li key={comment.id}>
          <Card>
            <article aria-label={`Comment on ${comment.statement.title}`}>
              <p className="rc-wrap" style={{ margin: '0 0 6px', whiteSpace: 'pre-wrap' }}>
                {previewText(comment.text)}
              </p>
              <div style={ROW_STYLE}>
                <span className="rc-muted">{comment.parent === null ? 'On' : 'Reply on'}</span>
                <Link className="rc-wrap activity-item__link" to={`/statements/${comment.statement.id}#comment-${comment.id}`}>
                  {comment.statement.title}
                </Link>
                <StatementChip statement={comment.statement} />
                <RecentDate value={comment.created_at} />
              </div>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
