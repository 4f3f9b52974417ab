import { sql, type SQL } from 'drizzle-orm';
import type { Statement } from '@receipts/contract';
import { HOT_SCORE, TRENDING_TAB_TYPES, TRENDING_WINDOW_HOURS, type TrendingTab, type TrendingWindow } from '@receipts/contract/trending';
import type { Db } from '../../../db';
import { readRows, rowsOf, type Executor } from '../../../repositories/sql';
import { statementsSql, toStatement, type StatementRow, type TrackClock } from '../../statements/data/statements';
import { PageCache } from '../../../repositories/page-cache';

const num = (value: number) => sql.raw(String(value));
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The hot score of shared/contract/src/trending.ts in SQL, for a row whose s (upvotes − downvotes + comments, as
 * an SQL expression) and creation time are given, at `now`; NULL once older than the longest window.
 */
export function hotRankSql(s: SQL, now: Date, createdAt: SQL = sql.raw('created_at')): SQL {
  const hours = sql`greatest(extract(epoch FROM (${at(now)} - ${createdAt}))::float8 / 3600, 0)`;
  return sql`CASE WHEN ${createdAt} >= ${at(now)} - interval '${num(HOT_SCORE.MAX_AGE_HOURS)} hours'
    THEN log(greatest(1, ${num(HOT_SCORE.BASE)} + (${s}))::float8) / power(${hours} + ${num(HOT_SCORE.OFFSET_HOURS)}, ${num(HOT_SCORE.GRAVITY)})
  END`;
}

/** s of the row as it is (the decay job) or after a change of its counters (a vote, a comment). */
export const hotInputSql = (up: SQL | number = 0, down: SQL | number = 0, comments: SQL | number = 0): SQL =>
  sql`(upvotes + ${up}) - (downvotes + ${down}) + ${num(HOT_SCORE.COMMENT_WEIGHT)} * (comment_count + ${comments})`;

/** The decay job updates the window in slices of this many hours of creation time, each its own short statement. */
const DECAY_SLICE_HOURS = 6;

/**
 * The decay job's work: scores of the window's statements recomputed at `now`, and those that left the window
 * cleared (found through statements_hot_idx, which holds only scored rows). Indexed updates, no scan; the window is
 * updated a slice of creation time at a time, so no vote or comment waits behind the whole week's row locks.
 */
export async function decayHotRanks(db: Executor, now: Date): Promise<{ scored: number; cleared: number }> {
  const hour = 3_600_000;
  const cutoff = new Date(now.getTime() - HOT_SCORE.MAX_AGE_HOURS * hour);
  const cleared = await rowsOf(
    db,
    sql`
    UPDATE statements SET hot_rank = NULL
    WHERE deleted_at IS NULL AND hot_rank IS NOT NULL AND created_at < ${at(cutoff)} RETURNING id`,
  );
  let scored = 0;
  for (let from = cutoff.getTime(); from <= now.getTime(); from += DECAY_SLICE_HOURS * hour) {
    // The last slice is open-ended: a statement created "after" now (a clock behind the database's) is scored too.
    const until =
      from + DECAY_SLICE_HOURS * hour > now.getTime() ? sql`` : sql` AND created_at < ${at(new Date(from + DECAY_SLICE_HOURS * hour))}`;
    const rows = await rowsOf(
      db,
      sql`
      UPDATE statements SET hot_rank = ${hotRankSql(hotInputSql(), now)}
      WHERE deleted_at IS NULL AND created_at >= ${at(new Date(from))}${until} RETURNING id`,
    );
    scored += rows.length;
  }
  return { scored, cleared: cleared.length };
}

export interface TrendingFilters {
  tab: TrendingTab;
  window: TrendingWindow;
  page: number;
  perPage: number;
}

/** The ids of one trending page, hottest first (statements_hot_idx or statements_type_hot_idx, backwards). */
export function trendingIdsSql(filters: TrendingFilters, now: Date): SQL {
  const type = TRENDING_TAB_TYPES[filters.tab];
  const since = new Date(now.getTime() - TRENDING_WINDOW_HOURS[filters.window] * 3_600_000);
  const limit = num(Math.trunc(filters.perPage));
  const offset = num(Math.trunc((filters.page - 1) * filters.perPage));
  return sql`SELECT id FROM statements
    WHERE deleted_at IS NULL AND hot_rank IS NOT NULL AND created_at >= ${at(since)}${type ? sql` AND statement_type = ${type}` : sql``}
    ORDER BY hot_rank DESC, id DESC LIMIT ${limit} OFFSET ${offset}`;
}

/** Full statements for ids in the given order, skipping any deleted since the ids were read. */
export function statementsInOrderSql(ids: number[], viewerId: number | null, timeZone: string): SQL {
  const source = sql`SELECT t.id, t.ord FROM unnest(${`{${ids.join(',')}}`}::bigint[]) WITH ORDINALITY AS t(id, ord)
    JOIN statements live ON live.id = t.id AND live.deleted_at IS NULL`;
  return statementsSql(source, viewerId, sql`page.ord`, timeZone);
}

/**
 * Trending pages are the same for every reader (only each reader's own vote differs): the ids of a page are kept
 * per instance for TRENDING_PAGE_CACHE_MS. A vote, comment, new or deleted take on any instance drops them
 * (plugins/caches.ts), so a fan who votes sees the new order at once; the decay's slow drift shows within the TTL.
 */
export const TRENDING_PAGE_CACHE_MS = 2000;

export function trendingRepository(db: Db, clock: TrackClock, pages = new PageCache<number[]>(0)) {
  return {
    async page(filters: TrendingFilters, viewerId: number | null): Promise<Statement[]> {
      const now = clock.now();
      const key = `${filters.tab} ${filters.window} ${filters.page} ${filters.perPage}`;
      const ids = await pages.get(key, now.getTime(), async () =>
        (await readRows<{ id: string | number }>(db, trendingIdsSql(filters, now))).map((row) => Number(row.id)),
      );
      if (!ids.length) return [];
      const rows = await readRows<StatementRow>(db, statementsInOrderSql(ids, viewerId, clock.timeZone));
      return rows.map((row) => toStatement(row, now));
    },
  };
}
