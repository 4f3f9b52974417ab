import type { UserRecord } from '@receipts/shared';
import { formatAccuracy, formatRank, formatSkill } from '../api/record-format';

/** Resolved n, accuracy with its interval, skill, streaks and rank, as a list of terms. */
export function RecordSummary({ record }: { record: UserRecord }) {
  const { summary } = record;
  const stats: [string, string][] = [
    ['Resolved', String(summary.resolved)],
    ['Accuracy (95% interval)', formatAccuracy(summary)],
    ['Skill', formatSkill(summary.skill)],
    ['Current streak', String(summary.current_streak)],
    ['Best streak', String(summary.best_streak)],
    ['Rank', formatRank(record)],
  ];
  return (
    <dl className="track-record-stats">
      {stats.map(([term, value]) => (
        <div key={term} className="track-record-stat">
          <dt className="rc-muted">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
