import { sql, type SQL } from 'drizzle-orm';
import {
  CONFIDENCE_MAX, CONFIDENCE_MIN, statedProbability, type CalibrationBucket, type DeletedAfterLock, type LeaderboardRow,
  type LeaderboardWindow, type LeagueRecord, type Outcome, type ScoreSummary,
} from '@receipts/shared/contract';
import type { Db } from '../db';
import { dayIn, periodOf, windowStart } from '../track-record/days';
import { summarize } from '../track-record/scoring';
import { userSummary, type AuthorRow } from '../schemas/common';
import { boardsVersionNow, holdRolled } from './score-aggregates';
import { readRows, rowsOf } from './sql';
import type { TrackClock } from './statements';

interface BoardRow extends AuthorRow {
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

/** Which board: a period and a league ('*' for all). */
interface Board {
  period: string;
  league: string;
}

/** Rows ahead of a user on a board (the ranking order of score_boards_rank_idx), from skill down to theirs. */
const rankSql = (board: Board, userId: number, min: number): SQL => sql`
  WITH me AS (SELECT skill, n, user_id FROM score_boards WHERE period = ${board.period} AND league = ${board.league} AND user_id = ${userId})
  SELECT count(*) + 1 AS rank FROM score_boards b, me
  WHERE b.period = ${board.period} AND b.league = ${board.league} AND b.n >= ${min}
    AND b.skill >= (SELECT skill FROM me)
    AND (b.skill > me.skill OR b.n > me.n OR (b.n = me.n AND b.user_id < me.user_id))`;

export const leaderboardPageSql = (board: Board, min: number, limit: number, offset: number): SQL => sql`
  SELECT ${BOARD_COLUMNS} FROM score_boards b JOIN users u ON u.id = b.user_id
  WHERE b.period = ${board.period} AND b.league = ${board.league} AND b.n >= ${min}
  ORDER BY b.skill DESC NULLS LAST, b.n DESC NULLS LAST, b.user_id
  LIMIT ${sql.raw(String(Math.trunc(limit)))} OFFSET ${sql.raw(String(Math.trunc(offset)))}`;

const boardRowSql = (board: Board, userId: number): SQL => sql`
  SELECT ${BOARD_COLUMNS} FROM score_boards b JOIN users u ON u.id = b.user_id
  WHERE b.period = ${board.period} AND b.league = ${board.league} AND b.user_id = ${userId}`;

/**
 * Leaderboard pages are the same for every reader: each process keeps a page for PAGE_CACHE_MS. Any change to the
 * boards made by this process (an outcome, a delete, a roll, a rebuild) drops every kept page at once; changes made
 * by other processes show within PAGE_CACHE_MS. Without it a 100-row page cost about four feed pages of CPU.
 */
const PAGE_CACHE_MS = 2000;
const PAGE_CACHE_MAX = 500;
const pageCache = new Map<string, { at: number; version: number; rows: LeaderboardRow[]; hasMore: boolean }>();

/** Reads of track records: every one an indexed lookup in the aggregates (see score-aggregates.ts). */
export function trackRecordsRepository(db: Db, clock: TrackClock, minResolved: number) {
  let rolledFor: string | null = null;
  /** Today, with the rolling windows brought to it (once per day and process). */
  const today = async (): Promise<string> => {
    const day = dayIn(clock.timeZone, clock.now());
    if (rolledFor !== day) {
      await db.transaction(async (tx) => {
        await holdRolled(tx, clock.timeZone, day);
      });
      rolledFor = day;
    }
    return day;
  };
  const boardOf = (window: LeaderboardWindow, league: string | undefined, day: string): Board => ({
    period: periodOf(window, day),
    league: league ?? '*',
  });
  const rankOf = async (board: Board, userId: number, n: number): Promise<number | null> => {
    if (n < minResolved) return null;
    const [row] = await readRows<{ rank: string | number }>(db, rankSql(board, userId, minResolved));
    return Number(row.rank);
  };

  return {
    minResolved,

    async leaderboard(window: LeaderboardWindow, league: string | undefined, page: number, perPage: number, viewerId: number | null) {
      const day = await today();
      const board = boardOf(window, league, day);
      const offset = (page - 1) * perPage;
      const key = `${day} ${board.period} ${board.league} ${minResolved} ${perPage} ${page}`;
      const version = boardsVersionNow();
      let cached = pageCache.get(key);
      if (!cached || cached.version !== version || Date.now() - cached.at >= PAGE_CACHE_MS) {
        const found = await readRows<BoardRow>(db, leaderboardPageSql(board, minResolved, perPage + 1, offset));
        const fresh = found
          .slice(0, perPage)
          .map((row, index): LeaderboardRow => ({ ...summaryOf(row), rank: offset + index + 1, user: userSummary(row) }));
        if (pageCache.size >= PAGE_CACHE_MAX) pageCache.clear();
        cached = { at: Date.now(), version, rows: fresh, hasMore: found.length > perPage };
        // Only when no change to the boards started meanwhile (else the next reader reads again).
        if (boardsVersionNow() === version) pageCache.set(key, cached);
      }
      const { rows, hasMore } = cached;
      let me: (Omit<LeaderboardRow, 'rank'> & { rank: number | null }) | null = null;
      if (viewerId !== null) {
        const [own] = await readRows<BoardRow>(db, boardRowSql(board, viewerId));
        if (own) me = { ...summaryOf(own), rank: await rankOf(board, viewerId, Number(own.n)), user: userSummary(own) };
      }
      return { rows, hasMore, me };
    },

    /** A user's record in a window and league, or null when there is no such user. */
    async record(username: string, window: LeaderboardWindow, league: string | undefined) {
      const [user] = await readRows<AuthorRow & { id: number | string }>(db, sql`
        SELECT id AS user_id, username, display_name, name, photo_url FROM users WHERE username = ${username}`);
      if (!user) return null;
      const userId = Number(user.user_id);
      const day = await today();
      const board = boardOf(window, league, day);
      const [own] = await readRows<BoardRow>(db, boardRowSql(board, userId));
      const start = windowStart(window, day);
      const calibrationRows = await readRows<{ confidence: number | string; n: string | number; hits: string | number }>(db, sql`
        SELECT confidence, sum(n) AS n, sum(hits) AS hits FROM score_days
        WHERE user_id = ${userId} AND day >= ${start ?? '0001-01-01'} AND (${league ?? null}::text IS NULL OR league = ${league ?? null})
        GROUP BY confidence`);
      const leagues = await readRows<BoardRow>(db, sql`
        SELECT ${BOARD_COLUMNS} FROM score_boards b JOIN users u ON u.id = b.user_id
        WHERE b.user_id = ${userId} AND b.period = ${board.period} AND b.league <> '*' ORDER BY b.n DESC, b.league`);
      const deleted = await rowsOf<{ id: string; title: string; event_date: string | null; outcome: Outcome }>(db, sql`
        SELECT id, title, event_date, outcome FROM statements
        WHERE user_id = ${userId} AND deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC LIMIT 100`);
      const calibration: CalibrationBucket[] = [];
      for (let confidence = CONFIDENCE_MIN; confidence <= CONFIDENCE_MAX; confidence += 1) {
        const row = calibrationRows.find((r) => Number(r.confidence) === confidence);
        const count = Number(row?.n ?? 0);
        const hits = Number(row?.hits ?? 0);
        calibration.push({ confidence, stated: statedProbability(confidence), observed: count ? hits / count : null, count, hits });
      }
      const summary = summaryOf(own);
      return {
        user: userSummary(user),
        summary,
        rank: await rankOf(board, userId, summary.resolved),
        calibration,
        by_league: leagues.map((row): LeagueRecord => ({ ...summaryOf(row), league: row.league })),
        deleted_after_lock: deleted.map((row): DeletedAfterLock => ({ id: Number(row.id), title: row.title, event_date: row.event_date, outcome: row.outcome })),
      };
    },
  };
}
