/**
 * The analyst badge: the one place its thresholds live. A fan earns it from their all-time track record (resolved
 * predictions only, as the leaderboard counts them): enough settled calls, and right often enough.
 */
export const ANALYST_MIN_RESOLVED = 20;
/** Accuracy (hits ÷ resolved) needed, in percent. */
export const ANALYST_MIN_ACCURACY = 60;

export interface AnalystProgress {
  resolved: number;
  /** Percent, rounded down to a whole number; null with nothing resolved. */
  accuracy: number | null;
  resolvedMet: boolean;
  accuracyMet: boolean;
  earned: boolean;
}

/** Where a record stands against the analyst rule (summary of GET /api/users/{username}/record/). */
export function analystProgress(summary: { resolved: number; accuracy: number | null }): AnalystProgress {
  const accuracy = summary.accuracy === null || summary.resolved === 0 ? null : Math.floor(summary.accuracy * 1000) / 10;
  const resolvedMet = summary.resolved >= ANALYST_MIN_RESOLVED;
  // On the exact fraction (a tiny margin for floating point), not the rounded figure shown.
  const accuracyMet = accuracy !== null && summary.accuracy !== null && summary.accuracy * 100 >= ANALYST_MIN_ACCURACY - 1e-9;
  return { resolved: summary.resolved, accuracy, resolvedMet, accuracyMet, earned: resolvedMet && accuracyMet };
}
