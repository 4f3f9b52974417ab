import type { Outcome, ScoreSummary, UserRecord } from '@receipts/shared';

/** 0.625 → '63%'. */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** Accuracy with its Wilson 95% interval: '62% (48–74%)'; '—' with nothing resolved. */
export function formatAccuracy(summary: Pick<ScoreSummary, 'accuracy' | 'accuracy_low' | 'accuracy_high'>): string {
  if (summary.accuracy === null) return '—';
  const { accuracy_low: low, accuracy_high: high } = summary;
  const interval = low === null || high === null ? '' : ` (${Math.round(low * 100)}–${formatPercent(high)})`;
  return `${formatPercent(summary.accuracy)}${interval}`;
}

/** Skill with one decimal ('12.5'). */
export const formatSkill = (skill: number) => skill.toFixed(1);

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
