import { Link } from 'react-router-dom';
import { LUCK_ADJUSTED_LABEL, RANKING_RULE, RECORD_RULE, type PunditRecord, type PunditScore } from '@receipts/contract';
import { Card } from '../ui';

export const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 1000) / 10}%`);

/** The numbers of a pundit's score, as a description list. */
export function PunditScoreList({ score }: { score: PunditScore }) {
  const items: [string, string][] = [
    ['Resolved', String(score.resolved)],
    ['Correct', String(score.correct)],
    ['Incorrect', String(score.incorrect)],
    ['Push', String(score.push)],
    ['Accuracy', percent(score.accuracy)],
    [LUCK_ADJUSTED_LABEL, percent(score.accuracy_low)],
    ['Current streak', String(score.current_streak)],
  ];
  return (
    <dl className="rc-record-list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 8 }}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="rc-muted">{term}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A commentator's, podcast's or show's track record card, with the rule of what counts and how ranking works. */
export function PunditRecordCard({ record }: { record: PunditRecord }) {
  const missing = record.min_resolved - record.summary.resolved;
  return (
    <Card>
      <section aria-labelledby="pundit-record-title">
        <h2 id="pundit-record-title" style={{ marginTop: 0 }}>
          Track record
        </h2>
        <PunditScoreList score={record.summary} />
        {missing > 0 && (
          <p className="rc-muted">
            {missing} more resolved receipt{missing === 1 ? '' : 's'} to be ranked.
          </p>
        )}
        {record.by_league.length > 0 && (
          <p className="rc-muted">
            By league:{' '}
            {record.by_league.map((row) => `${row.league} ${row.correct}–${row.incorrect}${row.push ? `–${row.push}` : ''}`).join(' · ')}
          </p>
        )}
        <p className="rc-muted">{RECORD_RULE}</p>
        <details>
          <summary>How ranking works</summary>
          <p>{RANKING_RULE}</p>
        </details>
        <Link to="/how-scoring-works" className="rc-link-target">
          How scoring works
        </Link>
      </section>
    </Card>
  );
}
