import type { UserRecord } from '@receipts/shared';
import { calibrationInWords, formatRank, formatRight, formatSkillInWords } from '../api/record-format';

/**
 * Resolved n, how many came true, skill and calibration in words, streaks and rank, as a list of terms; the maths
 * behind them is on How scoring works, linked under the card.
 */
export function RecordSummary({ record }: { record: UserRecord }) {
  const { summary } = record;
  const calibration = calibrationInWords(record.calibration);
  const stats: [string, string][] = [
    ['Resolved', String(summary.resolved)],
    ['Right', formatRight(summary)],
    ['Skill', formatSkillInWords(summary.skill)],
    ...(calibration ? [['Calibration', calibration] as [string, string]] : []),
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
