import { usersApi, type UserRecord } from '@receipts/shared';

/** Confidence 8 of 10 states a 90% chance (statedProbability): a call made with conviction. */
export const CONVICTION_CONFIDENCE = 8;
export const CALIBRATION_MIN_CALLS = 20;
/** Calibration gap allowed, in percentage points of stated chance against the hit rate. */
export const CALIBRATION_MAX_GAP = 10;

export interface Achievement {
  id: string;
  name: string;
  /** How it is earned, shown on a locked badge. */
  rule: string;
  earned: boolean;
  /** Where the record stands against the rule: e.g. 3 of 5. */
  progress: { current: number; target: number };
}

type Rule = Omit<Achievement, 'earned' | 'progress'> & { measure: (record: UserRecord) => { current: number; target: number } };

const hitsAtConviction = (record: UserRecord) =>
  record.calibration.filter((bucket) => bucket.confidence >= CONVICTION_CONFIDENCE).reduce((sum, bucket) => sum + bucket.hits, 0);

/**
 * How far stated chances sit from what came true, in points: the mean over every resolved call of the gap between
 * its confidence level's stated chance and that level's hit rate (expected calibration error). 0 is perfect.
 */
export function calibrationGap(record: UserRecord): number | null {
  const calls = record.calibration.reduce((sum, bucket) => sum + bucket.count, 0);
  if (calls === 0) return null;
  const weighted = record.calibration
    .filter((bucket) => bucket.count > 0)
    .reduce((sum, bucket) => sum + bucket.count * Math.abs(bucket.stated - bucket.hits / bucket.count), 0);
  return (100 * weighted) / calls;
}

const RULES: Rule[] = [
  {
    id: 'first-call',
    name: 'First call settled',
    rule: 'Have a prediction resolved as correct or incorrect.',
    measure: (record) => ({ current: Math.min(record.summary.resolved, 1), target: 1 }),
  },
  {
    id: 'ten-settled',
    name: 'On the record',
    rule: 'Have ten predictions resolved.',
    measure: (record) => ({ current: Math.min(record.summary.resolved, 10), target: 10 }),
  },
  {
    id: 'hot-streak',
    name: 'Hot streak',
    rule: 'Get five predictions right in a row.',
    measure: (record) => ({ current: Math.min(record.summary.best_streak, 5), target: 5 }),
  },
  {
    id: 'conviction',
    name: 'Conviction',
    rule: `Get ten predictions right at confidence ${CONVICTION_CONFIDENCE} or higher.`,
    measure: (record) => ({ current: Math.min(hitsAtConviction(record), 10), target: 10 }),
  },
  {
    id: 'calibrated',
    name: 'Calibrated',
    rule: `Over at least ${CALIBRATION_MIN_CALLS} resolved predictions, keep your stated chances within ${CALIBRATION_MAX_GAP} points of how often you were right.`,
    measure: (record) => {
      const gap = calibrationGap(record);
      const calls = Math.min(record.summary.resolved, CALIBRATION_MIN_CALLS);
      const met = calls === CALIBRATION_MIN_CALLS && gap !== null && gap <= CALIBRATION_MAX_GAP;
      // Progress counts calls until there are enough; then the badge turns on the gap alone.
      return { current: met ? CALIBRATION_MIN_CALLS : Math.min(calls, CALIBRATION_MIN_CALLS - 1), target: CALIBRATION_MIN_CALLS };
    },
  },
  {
    id: 'beats-the-coin',
    name: 'Beats the coin',
    rule: 'Score a positive skill — better than always saying 50% — once you have enough resolved predictions to be ranked.',
    measure: (record) => {
      const ranked = record.summary.resolved >= record.min_resolved;
      return { current: ranked && record.summary.skill > 0 ? 1 : 0, target: 1 };
    },
  },
];

/** Every badge, earned or locked, computed from a user's all-time track record. */
export function achievementsOf(record: UserRecord): Achievement[] {
  return RULES.map(({ measure, ...badge }) => {
    const progress = measure(record);
    return { ...badge, progress, earned: progress.current >= progress.target };
  });
}

export const ACHIEVEMENT_COUNT = RULES.length;

/** 'N of M unlocked': the badges earned out of all of them. */
export const unlockedText = (achievements: Achievement[]) =>
  `${achievements.filter((badge) => badge.earned).length} of ${achievements.length} unlocked`;

/** The account menu's Achievements line (the `{achievements}` placeholder of this remote's nav hint). */
export async function achievementsHint(username: string): Promise<string> {
  return unlockedText(achievementsOf(await usersApi.record(username)));
}
