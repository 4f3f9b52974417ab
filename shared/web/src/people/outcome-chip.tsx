import { Chip, type Outcome } from '@receipts/shared';

const OUTCOME_CHIP: Record<string, { label: string; color: string } | null> = {
  correct: { label: 'CORRECT', color: 'var(--rc-success)' },
  incorrect: { label: 'INCORRECT', color: 'var(--rc-danger)' },
  push: { label: 'PUSH', color: 'var(--rc-text-muted)' },
  not_applicable: null,
};

/** Known outcomes get their chip, not_applicable none, anything else an outlined PENDING. */
export function OutcomeChip({ outcome }: { outcome: Outcome | null | undefined }) {
  const chip = outcome ? OUTCOME_CHIP[outcome] : undefined;
  if (chip === null) return null;
  if (!chip) return <Chip outlined>PENDING</Chip>;
  return <Chip color={chip.color}>{chip.label}</Chip>;
}

/** A record in words: "7 correct · 3 incorrect · 70%" (hits of the resolved calls, accuracy rounded). */
export function recordLine(summary: { resolved: number; hits: number; accuracy: number | null }): string {
  if (summary.resolved === 0) return 'No resolved predictions yet';
  const accuracy = summary.accuracy === null ? '' : ` · ${Math.round(summary.accuracy * 100)}%`;
  return `${summary.hits} correct · ${summary.resolved - summary.hits} incorrect${accuracy}`;
}
