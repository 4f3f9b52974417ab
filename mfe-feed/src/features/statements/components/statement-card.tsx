import { Link } from 'react-router-dom';
import { Avatar, Card, authorName, plural, previewText, type Statement } from '@receipts/shared';
import { formatStatementDate } from '@receipts/shared/dates';
import { SaidByLine } from '@receipts/shared/pundits';
import { StatementChips } from './statement-chips';
import { VoteButtons } from './vote-buttons';
import { ReportMenu } from '@receipts/shared/report';

/** One statement in a list: author, date, chips, linked title, body preview, votes. */
export function StatementCard({ statement, onChange }: { statement: Statement; onChange: (next: Statement) => void }) {
  const author = authorName(statement.user);
  return (
    <Card>
      <article aria-labelledby={`statement-${statement.id}-title`}>
        <header style={{ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' }}>
          <Avatar src={statement.user?.photoURL} name={author} />
          <strong>{author}</strong>
          <span className="rc-muted">{formatStatementDate(statement.created_at)}</span>
          <StatementChips statement={statement} />
          <ReportMenu target={{ type: 'statement', id: statement.id, authorId: statement.user?.id, label: statement.title }} />
        </header>
        <h3 id={`statement-${statement.id}-title`} className="rc-wrap" style={{ margin: '10px 0 4px' }}>
          <Link to={`/statements/${statement.id}`}>{statement.title}</Link>
        </h3>
        {statement.attribution && <SaidByLine attribution={statement.attribution} />}
        <p className="rc-wrap" style={{ margin: '0 0 10px' }}>
          {previewText(statement.body)}
        </p>
        <footer style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <VoteButtons statement={statement} onChange={onChange} />
          <Link to={`/statements/${statement.id}#comments`} className="rc-muted">
            {plural(statement.comment_count, 'comment')}
          </Link>
        </footer>
      </article>
    </Card>
  );
}
