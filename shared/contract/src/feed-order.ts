/**
 * Feed orders, written once for the API (zod, SQL) and the feed (its sort control and `?sort=&window=`).
 * Zod-free, so browsers may import it.
 *
 * - hot: the trending decay (HOT_SCORE in ./trending, the stored `hot_rank`); statements older than the hot window
 *   have no hot score and follow the scored ones, newest first.
 * - new: newest first (the original `created_at`).
 * - top: highest score (upvotes − downvotes, the original `popular`) among the statements created in the window.
 */
export const FEED_SORTS = ['hot', 'new', 'top'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
export const FEED_SORT_LABELS: Record<FeedSort, string> = { hot: 'Hot', new: 'New', top: 'Top' };
/** The feed without `?sort=` is the original feed, newest first. */
export const DEFAULT_FEED_SORT: FeedSort = 'new';

/** Top's windows, by creation time: the last 24 hours, 7 days, 30 days, this season, all time. */
export const FEED_WINDOWS = ['day', 'week', 'month', 'season', 'all'] as const;
export type FeedWindow = (typeof FEED_WINDOWS)[number];
export const FEED_WINDOW_LABELS: Record<FeedWindow, string> = {
  day: 'Today',
  week: 'This week',
  month: 'This month',
  season: 'This season',
  all: 'All time',
};
/** Top without `window=` (API) or `?window=` (feed). */
export const DEFAULT_FEED_WINDOW: FeedWindow = 'week';
/** The rolling windows' length in hours; season starts at SEASON_START (API config), all has no start. */
export const FEED_WINDOW_HOURS: Record<'day' | 'week' | 'month', number> = { day: 24, week: 7 * 24, month: 30 * 24 };

/**
 * Keyset pagination of the statement list: `cursor=first` asks for the first page as `{results, next_cursor}`, and
 * every such answer's `next_cursor` (opaque; null after the last page) asks for the page after it.
 */
export const FIRST_PAGE_CURSOR = 'first';
/** Longest cursor the API reads (a signed position is about 100 characters). */
export const CURSOR_MAX = 300;

export const isFeedSort = (value: unknown): value is FeedSort => (FEED_SORTS as readonly unknown[]).includes(value);
export const isFeedWindow = (value: unknown): value is FeedWindow => (FEED_WINDOWS as readonly unknown[]).includes(value);
