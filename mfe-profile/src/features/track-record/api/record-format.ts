import { coinFlipPhrase, type CalibrationBucket, type Outcome, type ScoreSummary, type UserRecord } from '@receipts/shared';

/** 0.625 → '63%'. */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Accuracy as a share: '62%'; '—' with nothing resolved. Cards leave out its 95% interval: How scoring works explains
 * how few calls can be luck, and commentators' ranking allows for it.
 */
export const formatAccuracy = (summary: Pick<ScoreSummary, 'accuracy'>): string =>
  summary.accuracy === null ? '—' : formatPercent(summary.accuracy);

/** 'Right' in plain words: '8 of 13 (62%)'; '—' with nothing resolved. */
export const formatRight = (summary: Pick<ScoreSummary, 'hits' | 'resolved' | 'accuracy'>): string =>
  summary.accuracy === null ? '—' : `${summary.hits} of ${summary.resolved} (${formatPercent(summary.accuracy)})`;

/** Skill with one decimal ('12.5'). */
export const formatSkill = (skill: number) => skill.toFixed(1);

/** Skill and what it means: '12.5, better than a coin flip'. */
export const formatSkillInWords = (skill: number) => `${formatSkill(skill)}, ${coinFlipPhrase(skill)}`;

/** Within this many points of what they said, a record reads as well calibrated. */
export const CALIBRATED_WITHIN = 0.05;

/**
 * Calibration in one phrase: how sure the predictions said they were on average (each weighted by its count) against
 * how often they came true. '84% sure on average, right 62% of the time: overconfident'. Null with nothing resolved.
 */
export function calibrationInWords(buckets: CalibrationBucket[]): string | null {
  const count = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  if (count === 0) return null;
  const stated = buckets.reduce((sum, bucket) => sum + bucket.stated * bucket.count, 0) / count;
  const observed = buckets.reduce((sum, bucket) => sum + bucket.hits, 0) / count;
  const gap = observed - stated;
  const verdict = Math.abs(gap) <= CALIBRATED_WITHIN ? 'well calibrated' : gap < 0 ? 'overconfident' : 'underconfident';
  return `${formatPercent(stated)} sure on average, right ${formatPercent(observed)} of the time: ${verdict}`;
}

/** '#12', or how far the user is from the minimum to be ranked. */
export function formatRank(record: Pick<UserRecord, 'rank' | 'min_resolved' | 'summary'>): string {
  if (record.rank !== null) return `#${record.rank}`;
  const { resolved } = record.summary;
  return resolved < record.min_resolved ? `Not ranked yet — ${resolved} of ${record.min_resolved} resolved` : 'Not ranked yet';
}

const OUTCOME_LABELS: Record<Outcome, string> = {
  pending: 'Pending',
  correct: 'Correct',
  incorrect: 'Incorrect',
  push: 'Push',
  not_applicable: 'Not applicable',
};

export const outcomeLabel = (outcome: Outcome) => OUTCOME_LABELS[outcome];

/** Statements without a league are kept under ''. */
export const leagueLabel = (league: string) => league || 'No league';
