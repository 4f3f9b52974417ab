import { Link } from 'react-router-dom';
import { Card, plural, previewText, type Statement } from '@receipts/shared';
import { AuthorLink } from '@receipts/shared/people';
import { RecentDate } from '@receipts/shared/dates';
import { SaidByLine } from '@receipts/shared/pundits';
import { StatementChips } from './statement-chips';
import { SubjectChips } from './subject-chips';
import { PredictionPulse } from './prediction-pulse';
import { GamePickLine } from './game-pick-line';
import { VoteButtons } from './vote-buttons';
import { ReportMenu } from '@receipts/shared/report';

/**
 * One statement in a list: compact meta, the title (its link covers the whole card), a 3-line preview, how the crowd
 * leans on a prediction, votes and comments. Buttons and other links (the author's, to their profile) sit above
 * the card's link.
 */
export function StatementCard({ statement, onChange }: { statement: Statement; onChange: (next: Statement) => void }) {
  return (
    <Card className="feed-card">
      <article aria-labelledby={`statement-${statement.id}-title`}>
        <header className="feed-card__meta">
          <AuthorLink user={statement.user} />
          <RecentDate value={statement.created_at} />
          <StatementChips statement={statement} />
          <ReportMenu target={{ type: 'statement', id: statement.id, authorId: statement.user?.id, label: statement.title }} />
        </header>
        <h3 id={`statement-${statement.id}-title`} className="feed-card__title rc-wrap">
          <Link className="feed-card__link" to={`/statements/${statement.id}`}>
            {statement.title}
          </Link>
        </h3>
        {statement.attribution && <SaidByLine attribution={statement.attribution} />}
        <GamePickLine statement={statement} />
        <p className="feed-card__body rc-wrap">{previewText(statement.body)}</p>
        <PredictionPulse statement={statement} />
        <footer className="feed-card__actions">
          <VoteButtons statement={statement} onChange={onChange} />
          <Link to={`/statements/${statement.id}#comments`} className="rc-muted">
            {plural(statement.comment_count, 'comment')}
          </Link>
          <SubjectChips statement={statement} variant="card" />
        </footer>
      </article>
    </Card>
  );
}
