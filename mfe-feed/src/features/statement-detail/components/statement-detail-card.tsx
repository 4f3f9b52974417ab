import { Card, Chip, confidenceSure, useDocumentTitle, type Statement } from '@receipts/shared';
import { AuthorLink } from '@receipts/shared/people';
import { DateText, formatDate } from '@receipts/shared/dates';
import { GamePickLine, PredictionPulse, StatementChips, SubjectChips, VoteButtons } from '../../statements';
import { SaidByLine } from '@receipts/shared/pundits';
import { ShareButton } from './share-button';
import { ReportMenu } from '@receipts/shared/report';
import { SourceCheck } from './source-check';
import { AppealPanel } from '../../appeals';

/** The full statement with author, date, chips, prediction facts, votes and sharing. */
export function StatementDetailCard({ statement, onChange }: { statement: Statement; onChange: (next: Statement) => void }) {
  const isPrediction = statement.statement_type === 'prediction';
  useDocumentTitle(statement.title);
  return (
    <Card>
      <article aria-labelledby="statement-title">
        <header style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <div>
            <AuthorLink user={statement.user} size={40} />
            <div className="rc-muted">
              <DateText value={statement.created_at} />
            </div>
          </div>
          <StatementChips statement={statement} />
          <ReportMenu target={{ type: 'statement', id: statement.id, authorId: statement.user?.id, label: statement.title }} />
        </header>
        {statement.moderation && (
          <AppealPanel
            target={{ type: 'statement', id: statement.id }}
            moderation={statement.moderation}
            onAppealed={(appeal) =>
              onChange({
                ...statement,
                moderation: { ...statement.moderation!, appealable: false, appeal: { status: appeal.status, note: appeal.note } },
              })
            }
          />
        )}
        <SubjectChips statement={statement} />
        <h1 id="statement-title" className="rc-wrap" style={{ margin: '16px 0 8px' }}>
          {statement.title}
        </h1>
        {statement.attribution && <SaidByLine attribution={statement.attribution} />}
        <GamePickLine statement={statement} />
        {statement.attribution?.quote && <blockquote className="rc-wrap detail-quote">“{statement.attribution.quote}”</blockquote>}
        <p className="rc-wrap" style={{ whiteSpace: 'pre-wrap' }}>
          {statement.body}
        </p>
        {isPrediction && (
          <div className="detail-prediction">
            <p>
              <strong>Prediction:</strong> {statement.prediction_choice ?? 'N/A'}
            </p>
            {statement.confidence_level !== null && (
              <p>
                Confidence Level: {statement.confidence_level}/10{' '}
                <span className="rc-muted">({confidenceSure(statement.confidence_level)})</span>
              </p>
            )}
            {statement.event_date && (
              <p>
                <strong>Event Date:</strong> <time dateTime={statement.event_date}>{formatDate(statement.event_date, 'date')}</time>
              </p>
            )}
            {statement.is_locked && statement.locked_at && (
              <p>
                <strong>Locked:</strong> <DateText value={statement.locked_at} />
              </p>
            )}
            <PredictionPulse statement={statement} />
          </div>
        )}
        {statement.topics.length > 0 && (
          <ul aria-label="Topics" className="detail-topics">
            {statement.topics.map((topic) => (
              <li key={topic.id}>
                <Chip outlined>{topic.name}</Chip>
              </li>
            ))}
          </ul>
        )}
        <footer style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 12 }}>
          <VoteButtons statement={statement} onChange={onChange} />
          <ShareButton title={statement.title} />
        </footer>
        <SourceCheck statement={statement} onChange={onChange} />
      </article>
    </Card>
  );
}
