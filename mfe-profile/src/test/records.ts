import { statedProbability, type CalibrationBucket, type ScoreSummary, type UserRecord } from '@receipts/shared';

const hooper = { id: 2, username: 'hooper', display_name: 'Hoop Head', photoURL: null };

const NOTHING: ScoreSummary = {
  resolved: 0,
  hits: 0,
  accuracy: null,
  accuracy_low: null,
  accuracy_high: null,
  brier: null,
  skill: 0,
  current_streak: 0,
  best_streak: 0,
};

/** The API's ten calibration buckets, with `counts` as confidence → [resolved, hits]. */
export function calibration(counts: Record<number, [number, number]> = {}): CalibrationBucket[] {
  return Array.from({ length: 10 }, (_, index) => {
    const confidence = index + 1;
    const [count, hits] = counts[confidence] ?? [0, 0];
    return { confidence, stated: statedProbability(confidence), observed: count ? hits / count : null, count, hits };
  });
}

/** A user's record as GET /api/users/{username}/record/ answers it; nothing resolved unless overridden. */
export function aRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    user: hooper,
    window: 'all',
    league: null,
    summary: NOTHING,
    rank: null,
    min_resolved: 5,
    calibration: calibration(),
    by_league: [],
    deleted_after_lock: [],
    ...overrides,
  };
}
