import { sql, type SQL } from 'drizzle-orm';
import { FEED_WINDOW_HOURS, type FeedWindow, type StatementSort } from '@receipts/contract';
import type { ListOrder } from '../data/statement-pages';
import { dayIn } from '../../track-record/data/days';

/** The list's `sort_by` (the original created_at and popular, and the feed's hot, new and top) → the order it walks. */
export function listOrderOf(sortBy: StatementSort | undefined): ListOrder {
  if (sortBy === 'popular' || sortBy === 'top') return 'popular';
  if (sortBy === 'hot') return 'hot';
  return 'created_at';
}

/**
 * The first day of the season containing `today` ('YYYY-MM-DD'): the latest SEASON_START ('MM-DD') on or before it.
 * With the default '01-01' a season is the calendar year, as on the leaderboards.
 */
export function seasonStartDay(today: string, seasonStart: string): string {
  const thisYear = `${today.slice(0, 4)}-${seasonStart}`;
  return thisYear <= today ? thisYear : `${Number(today.slice(0, 4)) - 1}-${seasonStart}`;
}

/**
 * The earliest creation time Top's window keeps, as SQL (undefined for all time): the last 24 hours, 7 or 30 days
 * (rolling), or since the start of the season's first day in the track record's time zone.
 */
export function windowStartSql(window: FeedWindow, now: Date, timeZone: string, seasonStart: string): SQL | undefined {
  if (window === 'all') return undefined;
  if (window === 'season') return sql`timezone(${timeZone}, ${seasonStartDay(dayIn(timeZone, now), seasonStart)}::timestamp)`;
  return sql`${new Date(now.getTime() - FEED_WINDOW_HOURS[window] * 3_600_000).toISOString()}::timestamptz`;
}
