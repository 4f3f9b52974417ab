import { sql, type SQL } from 'drizzle-orm';
import {
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  statedProbability,
  type CalibrationBucket,
  type DeletedAfterLock,
  type LeaderboardRow,
  type LeaderboardWindow,
  type LeagueRecord,
  type Outcome,
  type ScoreSummary,
} from '@receipts/contract';
import type { Db } from '../../../db';
import { periodOf, windowStart } from './days';
import { summarize } from './scoring';
import { userSummary, type AuthorRow } from '../../../schemas/common';
import { rollingWindows } from './score-aggregates';
import { PageCache } from '../../../repositories/page-cache';
import { BOARDS_GENERATION_SQL, rankIndex, type Board } from './rank-index';
import { recordSql, jsonOf, type RecordRow } from './record-sql';
import { readRows } from '../../../repositories/sql';
import type { TrackClock } from '../../statements/data/statements';

export interface BoardRow extends AuthorRow {
  league: string;
  n: number | string;
  hits: number | string;
  brier: number | string;
  current_streak: number | string;
  best_streak: number | string;
}

const summaryOf = (row: BoardRow | undefined): ScoreSummary =>
  summarize(
    { n: Number(row?.n ?? 0), hits: Number(row?.hits ?? 0), brier: Number(row?.brier ?? 0) },
    { current: Number(row?.current_streak ?? 0), best: Number(row?.best_streak ?? 0) },
  );

const BOARD_COLUMNS = sql`b.user_id, b.league, b.n, b.hits, b.brier, b.current_streak, b.best_streak,
  u.username, u.display_name, u.name, u.photo_url`;

export type { Board } from './rank-index';

export const leaderboardPageSql = (board: Board, min: number, limit: number, offset: number): SQL => sql`
  SELECT ${BOARD_COLUMNS} FROM score_boards b JOIN users u ON u.id = b.user_id
  WHERE b.period = ${board.period} AND b.league = ${board.league} AND b.n >= ${min}
  ORDER BY b.skill DESC NULLS LAST, b.n DESC NULLS LAST, b.user_id
  LIMIT ${sql.raw(String(Math.trunc(limit)))} OFFSET ${sql.raw(String(Math.trunc(offset)))}`;

/** A viewer's own board row, with its skill and the boards' generation for the rank index. */
const boardRowSql = (board: Board, userId: number): SQL => sql`
  SELECT ${BOARD_COLUMNS}, b.skill, ${BOARDS_GENERATION_SQL} AS gen FROM score_boards b JOIN users u ON u.id = b.user_id
  WHERE b.period = ${board.period} AND b.league = ${board.league} AND b.user_id = ${userId}`;

/**
 * Leaderboard pages are the same for every reader: each instance keeps a page for LEADERBOARD_PAGE_CACHE_MS. An
 * outcome or a delete through the API, on any instance, drops every kept page at once (plugins/caches.ts); a day's
 * roll changes the key; a rebuild by a script shows within the TTL. Without it a 100-row page cost about four feed
 * pages of CPU.
 */
export const LEADERBOARD_PAGE_CACHE_MS = 2000;

/** Reads of track records: every one an indexed lookup in the aggregates (see score-aggregates.ts). */
export function trackRecordsRepository(
  db: Db,
  clock: TrackClock,
  minResolved: number,
  pages = new PageCache<{ rows: LeaderboardRow[]; hasMore: boolean }>(0),
  /** The app's one rank index (plugins/repositories.ts), shared with every reader that ranks. */
  ranks = rankIndex(db),
) {
  const rolling = rollingWindows(db, clock.timeZone);
  /** Today, with the rolling windows brought to it (checked once per day and process). */
  const today = (): Promise<string> => rolling.today(clock.now());
  const boardOf = (window: LeaderboardWindow, league: string | undefined, day: string): Board => ({
    period: periodOf(window, day),
    league: league ?? '*',
  });
  /** A board row's rank (null below the minimum), from the process's rank index as of `gen` (rank-index.ts). */
  const rankOf = async (
    board: Board,
    row: { user_id: number | string; n: unknown; skill: unknown; gen: unknown },
  ): Promise<number | null> => {
    const n = Number(row.n ?? 0);
    if (row.skill === null || row.skill === undefined || n < minResolved) return null;
    return ranks.rankOf(board, minResolved, { skill: Number(row.skill), n, userId: Number(row.user_id) }, Number(row.gen));
  };

  return {
    minResolved,

    async leaderboard(window: LeaderboardWindow, league: string | undefined, page: number, perPage: number, viewerId: number | null) {
      const day = await today();
      const board = boardOf(window, league, day);
      const offset = (page - 1) * perPage;
      const key = `${day} ${board.period} ${board.league} ${minResolved} ${perPage} ${page}`;
      const { rows, hasMore } = await pages.get(key, Date.now(), async () => {
        const found = await readRows<BoardRow>(db, leaderboardPageSql(board, minResolved, perPage + 1, offset));
        const fresh = found
          .slice(0, perPage)
          .map((row, index): LeaderboardRow => ({ ...summaryOf(row), rank: offset + index + 1, user: userSummary(row) }));
        return { rows: fresh, hasMore: found.length > perPage };
      });
      let me: (Omit<LeaderboardRow, 'rank'> & { rank: number | null }) | null = null;
      if (viewerId !== null) {
        const [own] = await readRows<BoardRow & { skill: number | string; gen: number | string }>(db, boardRowSql(board, viewerId));
        if (own) me = { ...summaryOf(own), rank: await rankOf(board, own), user: userSummary(own) };
      }
      return { rows, hasMore, me };
    },

    /**
     * A user's record in a window and league, or null when there is no such user: one statement (recordSql), and the
     * rank from the rank index (which reads the board's order once per board and generation).
     */
    async record(username: string, window: LeaderboardWindow, league: string | undefined) {
      const day = await today();
      const board = boardOf(window, league, day);
      const [row] = await readRows<RecordRow>(db, recordSql(username, board, windowStart(window, day), league ?? null));
      if (!row) return null;
      const calibrationRows = jsonOf<[number, number | string, number | string][]>(row.calibration);
      const calibration: CalibrationBucket[] = [];
      for (let confidence = CONFIDENCE_MIN; confidence <= CONFIDENCE_MAX; confidence += 1) {
        const bucket = calibrationRows.find(([c]) => Number(c) === confidence);
        const count = Number(bucket?.[1] ?? 0);
        const hits = Number(bucket?.[2] ?? 0);
        calibration.push({ confidence, stated: statedProbability(confidence), observed: count ? hits / count : null, count, hits });
      }
      const summary = summaryOf(row as unknown as BoardRow);
      const leagues = jsonOf<[string, number, number, number, number, number][]>(row.by_league);
      const deleted = jsonOf<[number | string, string, string | null, Outcome][]>(row.deleted);
      return {
        user: userSummary(row),
        summary,
        rank: await rankOf(board, row),
        calibration,
        by_league: leagues.map(([league, n, hits, brier, current_streak, best_streak]): LeagueRecord => ({
          ...summaryOf({ n, hits, brier, current_streak, best_streak } as BoardRow),
          league,
        })),
        deleted_after_lock: deleted.map(([id, title, event_date, outcome]): DeletedAfterLock => ({
          id: Number(id),
          title,
          event_date,
          outcome,
        })),
      };
    },
  };
}
