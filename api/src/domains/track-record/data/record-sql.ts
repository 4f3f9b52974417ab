import { sql, type SQL } from 'drizzle-orm';
import type { AuthorRow } from '../../../schemas/common';
import { BOARDS_GENERATION_SQL, type Board } from './rank-index';

export interface RecordRow extends AuthorRow {
  n: number | string | null;
  hits: number | string | null;
  brier: number | string | null;
  current_streak: number | string | null;
  best_streak: number | string | null;
  skill: number | string | null;
  gen: number | string;
  calibration: unknown;
  by_league: unknown;
  deleted: unknown;
}

/** json columns arrive parsed from node-postgres and PGlite alike; text just in case. */
export const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * A user's whole record in one statement (one round trip instead of six): the user, their board row with the boards'
 * generation (the rank comes from the process's rank index, rank-index.ts), calibration (score_days since the
 * window's start, per confidence), the board rows per league and the predictions deleted after lock, the lists as
 * json arrays. Every part an indexed lookup.
 */
export const recordSql = (username: string, board: Board, start: string | null, league: string | null): SQL => sql`
  SELECT u.id AS user_id, u.username, u.display_name, u.name, u.photo_url,
         own.n, own.hits, own.brier, own.current_streak, own.best_streak,
         own.skill, ${BOARDS_GENERATION_SQL} AS gen,
         (SELECT coalesce(json_agg(json_build_array(c.confidence, c.n, c.hits)), '[]'::json) FROM (
            SELECT d.confidence, sum(d.n) AS n, sum(d.hits) AS hits FROM score_days d
            WHERE d.user_id = u.id AND d.day >= ${start ?? '0001-01-01'}::date AND (${league}::text IS NULL OR d.league = ${league}::text)
            GROUP BY d.confidence) c) AS calibration,
         (SELECT coalesce(json_agg(json_build_array(l.league, l.n, l.hits, l.brier, l.current_streak, l.best_streak) ORDER BY l.n DESC, l.league), '[]'::json)
            FROM score_boards l WHERE l.user_id = u.id AND l.period = ${board.period} AND l.league <> '*') AS by_league,
         (SELECT coalesce(json_agg(json_build_array(x.id, x.title, x.event_date, x.outcome) ORDER BY x.deleted_at DESC, x.id DESC), '[]'::json) FROM (
            SELECT id, title, event_date, outcome, deleted_at FROM statements
            WHERE user_id = u.id AND deleted_at IS NOT NULL AND moderation_state IS NULL ORDER BY deleted_at DESC, id DESC LIMIT 100) x) AS deleted
  FROM users u
  LEFT JOIN score_boards own ON own.period = ${board.period} AND own.league = ${board.league} AND own.user_id = u.id
  -- A member's earlier username (renamed in Settings) still finds them, unless an account holds it now.
  WHERE u.id = coalesce((SELECT id FROM users WHERE username = ${username}),
                        (SELECT user_id FROM username_redirects WHERE old_username = ${username}))`;
