import { sql, type SQL } from 'drizzle-orm';
import type { TrendingTab, TrendingWindow } from '@receipts/contract/trending';
import type { Db } from '../src/db';
import { insightsSql } from '../src/domains/insights/data/insights';
import { rowsOf } from '../src/repositories/sql';
import { decayHotRanks, statementsInOrderSql, trendingIdsSql } from '../src/domains/search/data/trending';
import { addDays, dayIn, windowStart } from '../src/domains/track-record/data/days';

/** The trending and insights cases, in run.ts's Case shape: reads, each with the SQL its request runs. */
export interface TrendingCase {
  name: string;
  read: true;
  path: () => string;
  headers?: () => Record<string, string>;
  explain: { label: string; query: SQL }[];
}

/** What the cases need from the database: a sample page's ids (for the rows query's plan). */
export interface TrendingBench {
  sampleIds: number[];
  /** Statements with a hot score after the decay job ran, per window. */
  scored: Record<TrendingWindow, number>;
  today: string;
}

/**
 * Runs the decay job once, as the server does when it starts (the seed's rows get their scores), and reads what
 * the plans need. The bench data ends on 2026-11-22, so on a later day "today" may hold no statement at all: that
 * page then walks the whole week's part of the index (its worst case).
 */
export async function prepareTrending(db: Db, timeZone: string, log: (line: string) => void): Promise<TrendingBench> {
  const now = new Date();
  const started = Date.now();
  const { scored, cleared } = await decayHotRanks(db, now);
  log(`  decay job: ${scored.toLocaleString()} statements scored, ${cleared.toLocaleString()} cleared (${Date.now() - started} ms)`);
  await db.execute(sql.raw('VACUUM ANALYZE statements'));
  const count = async (window: TrendingWindow) =>
    (await rowsOf(db, trendingIdsSql({ tab: 'all', window, page: 1, perPage: 1_000_000 }, now))).length;
  const sample = await rowsOf<{ id: string | number }>(db, trendingIdsSql({ tab: 'all', window: 'week', page: 1, perPage: 10 }, now));
  return {
    sampleIds: sample.map((row) => Number(row.id)),
    scored: { today: await count('today'), week: await count('week') },
    today: dayIn(timeZone, now),
  };
}

export function trendingCases(bench: TrendingBench, bearer: () => Record<string, string>): TrendingCase[] {
  const now = () => new Date();
  const page = (tab: TrendingTab, window: TrendingWindow, signedIn: boolean): TrendingCase => ({
    name: `trending page 1 (${tab}, ${window}: ${bench.scored[window].toLocaleString()} scored statements in the window), ${signedIn ? 'signed in' : 'visitor'}`,
    read: true,
    path: () => `/api/content-api/trending/?tab=${tab}&window=${window}&page=1&per_page=20`,
    ...(signedIn ? { headers: bearer } : {}),
    explain: [
      {
        label: 'ids (kept 2 s per process, dropped by any vote or comment)',
        query: trendingIdsSql({ tab, window, page: 1, perPage: 20 }, now()),
      },
      { label: 'the page’s rows', query: statementsInOrderSql(bench.sampleIds, signedIn ? 1 : null, 'UTC') },
    ],
  });
  const to = addDays(bench.today, 6);
  return [
    page('predictions', 'today', false),
    page('predictions', 'week', false),
    page('all', 'week', true),
    page('hot-takes', 'week', false),
    {
      name: 'popular predictions panel (predictions, week, 3)',
      read: true,
      path: () => '/api/content-api/trending/?tab=predictions&window=week&per_page=3',
      explain: [],
    },
    {
      name: 'insights (the whole answer kept 60 s per process; plans: every query of one computation)',
      read: true,
      path: () => '/api/insights/',
      explain: [
        { label: 'accuracy by league (score_boards)', query: insightsSql.byLeague() },
        { label: 'accuracy by topic (scored predictions × topics)', query: insightsSql.byTopic() },
        { label: 'calibration (score_days)', query: insightsSql.calibration() },
        { label: 'most contested', query: insightsSql.contested() },
        { label: 'contested count', query: insightsSql.contestedCount() },
        { label: 'upcoming', query: insightsSql.upcoming(bench.today, to) },
        { label: 'resolved in 30 days', query: insightsSql.resolvedSince(windowStart('30d', bench.today) ?? bench.today) },
      ],
    },
  ];
}
