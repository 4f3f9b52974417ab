import type { Outcome } from '@receipts/contract';
import type { Random } from './prng';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Resolved calls in one stretch of the season: how many, and how many of them came true. */
type Stretch = readonly [calls: number, hits: number];

/**
 * One demo analyst's season: resolved calls in the last five days, the rest of the month and the weeks
 * before, with the confidence they state when right and when wrong. The mix gives a board a fan can read against
 * "How scoring works": a sharp analyst who is confident when right tops every window with a positive skill, a
 * confident-but-wrong one has the better accuracy of the two below yet a negative skill (9–10 costs dearly on a
 * miss), a cautious one hovers near zero, and a newcomer has too few calls to be ranked.
 */
export interface AnalystSeason {
  role: string;
  recent: Stretch;
  month: Stretch;
  earlier: Stretch;
  /** Confidence (1–10) stated on the calls that came true, and on the misses. */
  hitConfidence: readonly [number, number];
  missConfidence: readonly [number, number];
  pushes: number;
  /** Predictions still open (event ahead), and locked ones waiting for staff. */
  open: number;
  awaiting: number;
}

/** The first eight demo users, in order, post the predictions. */
export const ANALYST_SEASONS: readonly AnalystSeason[] = [
  {
    role: 'sharp',
    recent: [6, 4],
    month: [5, 4],
    earlier: [6, 4],
    hitConfidence: [5, 8],
    missConfidence: [2, 5],
    pushes: 1,
    open: 4,
    awaiting: 1,
  },
  {
    role: 'steady',
    recent: [5, 3],
    month: [4, 3],
    earlier: [5, 3],
    hitConfidence: [4, 7],
    missConfidence: [3, 5],
    pushes: 1,
    open: 3,
    awaiting: 0,
  },
  {
    role: 'confident but wrong',
    recent: [5, 3],
    month: [4, 3],
    earlier: [5, 2],
    hitConfidence: [9, 10],
    missConfidence: [9, 10],
    pushes: 0,
    open: 4,
    awaiting: 1,
  },
  {
    role: 'cautious',
    recent: [1, 1],
    month: [4, 2],
    earlier: [6, 3],
    hitConfidence: [1, 2],
    missConfidence: [1, 2],
    pushes: 1,
    open: 3,
    awaiting: 0,
  },
  {
    role: 'bold homer',
    recent: [2, 1],
    month: [3, 1],
    earlier: [6, 3],
    hitConfidence: [6, 9],
    missConfidence: [6, 9],
    pushes: 0,
    open: 3,
    awaiting: 1,
  },
  {
    role: 'coin flipper',
    recent: [1, 0],
    month: [3, 2],
    earlier: [6, 3],
    hitConfidence: [2, 4],
    missConfidence: [2, 4],
    pushes: 1,
    open: 2,
    awaiting: 0,
  },
  {
    role: 'decent',
    recent: [2, 1],
    month: [3, 2],
    earlier: [5, 3],
    hitConfidence: [3, 6],
    missConfidence: [3, 5],
    pushes: 0,
    open: 3,
    awaiting: 1,
  },
  {
    role: 'newcomer',
    recent: [1, 1],
    month: [1, 0],
    earlier: [1, 1],
    hitConfidence: [4, 7],
    missConfidence: [4, 7],
    pushes: 0,
    open: 2,
    awaiting: 0,
  },
];

/**
 * Days before today on which a stretch's events fall. A call resolves between its lock (15:00 UTC on the event day,
 * past the day's start in every zone) and 33 h later, so its resolution day is the event day or one of the next two;
 * the gaps (6–9, 28–31) keep each stretch inside its window (7 and 30 days) in any time zone, and outside the shorter.
 */
export const STRETCH_DAYS = { recent: [1, 5], month: [10, 27], earlier: [32, 75] } as const;

export interface PlannedPrediction {
  author: number;
  createdAt: Date;
  eventDate: string;
  confidence: number;
  outcome: Outcome;
  resolvedAt: Date | null;
}

const dayStart = (instant: number) => Math.floor(instant / DAY) * DAY;
const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * Every demo prediction of the season, shuffled: `authors[i]` posts `ANALYST_SEASONS[i]`'s calls. Each is created
 * 1–21 days before its event day (before the lock in every zone), resolved only after it locked and never after
 * `now`; open ones have an event day ahead. Deterministic for a given `random` and `now`.
 */
export function planSeason(random: Random, now: number, authors: readonly number[]): PlannedPrediction[] {
  const today = dayStart(now);
  const plans: PlannedPrediction[] = [];
  const createdBefore = (event: number) => Math.min(now - HOUR, event - random.int(1, 21) * DAY - random.int(0, 23) * HOUR);
  const resolved = (author: number, [from, to]: readonly [number, number], outcome: Outcome, confidence: number) => {
    const event = today - random.int(from, to) * DAY;
    const lockedEverywhere = event + 15 * HOUR;
    plans.push({
      author,
      createdAt: new Date(createdBefore(event)),
      eventDate: isoDay(event),
      confidence,
      outcome,
      resolvedAt: new Date(Math.min(now - 60_000, lockedEverywhere + random.int(0, 33) * HOUR)),
    });
  };
  ANALYST_SEASONS.forEach((season, i) => {
    const author = authors[i];
    for (const stretch of ['recent', 'month', 'earlier'] as const) {
      const [calls, hits] = season[stretch];
      for (let k = 0; k < calls; k++) {
        const hit = k < hits;
        const confidence = random.int(...(hit ? season.hitConfidence : season.missConfidence));
        resolved(author, STRETCH_DAYS[stretch], hit ? 'correct' : 'incorrect', confidence);
      }
    }
    for (let k = 0; k < season.pushes; k++) resolved(author, STRETCH_DAYS.earlier, 'push', random.int(3, 7));
    for (let k = 0; k < season.awaiting; k++) {
      // Locked (the event was yesterday or the day before) and waiting for staff to resolve it.
      const event = today - random.int(1, 2) * DAY;
      plans.push({
        author,
        createdAt: new Date(createdBefore(event)),
        eventDate: isoDay(event),
        confidence: random.int(3, 8),
        outcome: 'pending',
        resolvedAt: null,
      });
    }
    for (let k = 0; k < season.open; k++) {
      // Still open: the event is 2–30 days ahead, posted in the last two weeks.
      const event = today + random.int(2, 30) * DAY;
      plans.push({
        author,
        createdAt: new Date(now - random.int(10, 14 * 24 * 60) * 60_000),
        eventDate: isoDay(event),
        confidence: random.int(2, 9),
        outcome: 'pending',
        resolvedAt: null,
      });
    }
  });
  return random.sample(plans, plans.length);
}
