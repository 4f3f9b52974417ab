/**
 * Discovery: the hot score behind /trending and the home page's Popular Predictions panel, and the
 * limits of /insights, written once for the API (which stores the score per statement, see
 * api/src/domains/search/data/trending.ts) and the screens. Zod-free, so browsers may import it.
 *
 *   hot = log10(max(1, BASE + s)) / (min(hours, MAX_AGE_HOURS) + OFFSET_HOURS) ^ GRAVITY
 *   s   = upvotes − downvotes + COMMENT_WEIGHT × comments (replies included)
 *
 * Lemmy's ranking with the discussion counted: votes and comments raise it logarithmically (the first ten
 * matter as much as the next hundred), age divides it polynomially, so a fresh take with a few votes passes a
 * day-old one with many. Only statements younger than MAX_AGE_HOURS (the longest window) are ranked; older ones
 * have no hot score. The stored score is refreshed on every vote and comment, and every DECAY_INTERVAL_MS by the
 * API's decay job for the statements of the window.
 */
export const HOT_SCORE = {
  /** Added to s, so a new statement (s = 0) starts at log10(3) and a few downvotes do not sink it at once. */
  BASE: 3,
  /** Hours added to the age, so the first hours do not divide by almost nothing. */
  OFFSET_HOURS: 2,
  /** How fast age wins over votes. */
  GRAVITY: 1.8,
  /** A comment counts as much as an upvote. */
  COMMENT_WEIGHT: 1,
  /** The longest trending window: older statements are not ranked. */
  MAX_AGE_HOURS: 7 * 24,
  /** How often the decay job recomputes the scores of the window's statements. */
  DECAY_INTERVAL_MS: 5 * 60_000,
} as const;

/** The hot score of a statement `ageHours` old; null once it is older than the longest window. */
export function hotScore(input: { upvotes: number; downvotes: number; comments: number; ageHours: number }): number | null {
  if (input.ageHours > HOT_SCORE.MAX_AGE_HOURS) return null;
  const s = input.upvotes - input.downvotes + HOT_SCORE.COMMENT_WEIGHT * input.comments;
  const age = Math.max(0, input.ageHours);
  return Math.log10(Math.max(1, HOT_SCORE.BASE + s)) / (age + HOT_SCORE.OFFSET_HOURS) ** HOT_SCORE.GRAVITY;
}

/** /trending's tabs (`?tab=`, Predictions has no parameter) and windows (`?window=`, Today has none). */
export const TRENDING_TABS = ['predictions', 'hot-takes', 'all'] as const;
export type TrendingTab = (typeof TRENDING_TABS)[number];
export const TRENDING_TAB_LABELS: Record<TrendingTab, string> = { predictions: 'Predictions', 'hot-takes': 'Hot Takes', all: 'All' };
export const TRENDING_WINDOWS = ['today', 'week'] as const;
export type TrendingWindow = (typeof TRENDING_WINDOWS)[number];
export const TRENDING_WINDOW_LABELS: Record<TrendingWindow, string> = { today: 'Today', week: 'This week' };
/** A window is the last 24 hours or the last 7 days (rolling, not calendar days). */
export const TRENDING_WINDOW_HOURS: Record<TrendingWindow, number> = { today: 24, week: HOT_SCORE.MAX_AGE_HOURS };
/** Hot Takes are opinions (the create menu's 'Hot Take' posts an opinion). */
export const TRENDING_TAB_TYPES: Record<TrendingTab, 'prediction' | 'opinion' | null> = {
  predictions: 'prediction',
  'hot-takes': 'opinion',
  all: null,
};
/** The home page's Popular Predictions panel: the week's hottest three predictions. */
export const POPULAR_PREDICTIONS_TRENDING = { tab: 'predictions', window: 'week', per_page: 3 } as const;

/** /insights: a section shows only when it is based on at least this many predictions. */
export const INSIGHTS_MIN_PREDICTIONS = 5;
/** Upcoming: event dates from today through the next INSIGHTS_UPCOMING_DAYS − 1 days. */
export const INSIGHTS_UPCOMING_DAYS = 7;
/** Upcoming: predictions listed per league (the count covers all of them). */
export const INSIGHTS_UPCOMING_PER_LEAGUE = 5;
/** Most contested: how many pending predictions are listed. */
export const INSIGHTS_CONTESTED_COUNT = 5;
/** Sharpest analysts: the top of the 30-day leaderboard. */
export const INSIGHTS_TOP_ANALYSTS = 5;
