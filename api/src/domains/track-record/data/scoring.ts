import { BASELINE_BRIER, DEFAULT_CONFIDENCE, SKILL_FLOOR, statedProbability, type ScoreSummary } from '@receipts/contract';

/** Brier scores are stored in units of 1/400: p is a multiple of 1/20, so (p − o)² is a whole number of them. */
export const BRIER_UNITS = 400;

/** A prediction with no confidence (older rows, direct inserts) is scored at the form's default. */
export const confidenceOf = (confidence: number | null | undefined): number => confidence ?? DEFAULT_CONFIDENCE;

/** (p − o)² in 1/400 units, p = statedProbability(confidence). */
export function brierUnits(confidence: number | null | undefined, hit: boolean): number {
  const p = statedProbability(confidenceOf(confidence));
  return Math.round(BRIER_UNITS * (p - (hit ? 1 : 0)) ** 2);
}

/** Sums kept per aggregate row. */
export interface Tally {
  n: number;
  hits: number;
  brier: number;
}

export interface Streaks {
  current: number;
  best: number;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Wilson score interval (95%) of hits out of n. */
export function wilson(hits: number, n: number, z = 1.96): [number, number] | null {
  if (!n) return null;
  const p = hits / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** 100 × Σ(0.25 − Brierᵢ) / max(20, n); the same formula as score_boards.skill. */
export function skillOf({ n, brier }: Pick<Tally, 'n' | 'brier'>): number {
  return (100 * (BASELINE_BRIER * BRIER_UNITS * n - brier)) / (BRIER_UNITS * Math.max(SKILL_FLOOR, n));
}

export function summarize(tally: Tally, streaks: Streaks): ScoreSummary {
  const interval = wilson(tally.hits, tally.n);
  return {
    resolved: tally.n,
    hits: tally.hits,
    accuracy: tally.n ? round(tally.hits / tally.n) : null,
    accuracy_low: interval ? round(interval[0]) : null,
    accuracy_high: interval ? round(interval[1]) : null,
    brier: tally.n ? round(tally.brier / BRIER_UNITS / tally.n) : null,
    skill: round(skillOf(tally)),
    current_streak: streaks.current,
    best_streak: streaks.best,
  };
}

/** Streaks of correct calls over hits in resolution order: the run at the end, and the longest. */
export function streaksOf(hits: Iterable<boolean>): Streaks {
  let current = 0;
  let best = 0;
  for (const hit of hits) {
    current = hit ? current + 1 : 0;
    best = Math.max(best, current);
  }
  return { current, best };
}
