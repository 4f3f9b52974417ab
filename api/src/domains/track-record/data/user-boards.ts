import { sql, type SQL } from 'drizzle-orm';
import { brierUnits } from './scoring';
import { boardRowsOf, resolutionDaySql, SCORED_SQL, type Contribution, type ScoredRow } from './score-aggregates';
import { rowsOf, type Executor } from '../../../repositories/sql';

/** One prediction leaving (-1) or entering (1) a user's score_days. */
export interface DayMove {
  contribution: Contribution;
  sign: 1 | -1;
}

interface DayDelta {
  day: string;
  league: string;
  confidence: number;
  n: number;
  hits: number;
  brier: number;
}

/** The moves summed per score_days row (a flip on one day is one row's change: ON CONFLICT may touch a row once). */
function deltasOf(moves: DayMove[]): DayDelta[] {
  const byKey = new Map<string, DayDelta>();
  for (const { contribution: c, sign } of moves) {
    const key = `${c.day}\u0000${c.league}\u0000${c.confidence}`;
    const delta = byKey.get(key) ?? { day: c.day, league: c.league, confidence: c.confidence, n: 0, hits: 0, brier: 0 };
    delta.n += sign;
    delta.hits += c.hit ? sign : 0;
    delta.brier += sign * brierUnits(c.confidence, c.hit);
    byKey.set(key, delta);
  }
  return [...byKey.values()];
}

/**
 * One outcome change's aggregate update, in the caller's transaction, in two statements: (1) the score_days moves
 * (an upsert) with the read of the user's scored predictions in resolution order; (2) the rows emptied by the moves
 * deleted, and the user's score_boards rows upserted from that read (rows whose numbers did not change are not
 * rewritten) with the rows no longer there deleted. The caller holds the user's lock (USER_LOCK) and the roll lock
 * (shared), so the read sees every committed change of this user and `today` stays the windows' day until commit.
 */
export async function refreshUserBoards(tx: Executor, timeZone: string, userId: number, today: string, moves: DayMove[]): Promise<void> {
  const deltas = deltasOf(moves);
  const upsertDays = deltas.length
    ? sql`WITH moved AS (
        INSERT INTO score_days (user_id, day, league, confidence, n, hits, brier)
        VALUES ${sql.join(
          deltas.map(
            (d) =>
              sql`(${userId}::int, ${d.day}::date, ${d.league}, ${d.confidence}::smallint, ${d.n}::int, ${d.hits}::int, ${d.brier}::int)`,
          ),
          sql`, `,
        )}
        ON CONFLICT (user_id, day, league, confidence)
        DO UPDATE SET n = score_days.n + EXCLUDED.n, hits = score_days.hits + EXCLUDED.hits, brier = score_days.brier + EXCLUDED.brier)`
    : sql``;
  const scored = await rowsOf<ScoredRow>(
    tx,
    sql`${upsertDays}
    SELECT user_id, ${resolutionDaySql(timeZone)} AS day, league, confidence_level, outcome
    FROM statements WHERE user_id = ${userId} AND ${SCORED_SQL}
    ORDER BY resolved_at, id`,
  );

  const emptied = deltas.length
    ? sql`emptied AS (DELETE FROM score_days WHERE user_id = ${userId} AND n = 0 AND (${sql.join(
        deltas.map((d) => sql`(day = ${d.day}::date AND league = ${d.league} AND confidence = ${d.confidence}::smallint)`),
        sql` OR `,
      )})),`
    : sql``;
  const boards = [...boardRowsOf(scored, today)].map(([key, b]) => {
    const [period, league] = key.split('\u0000');
    return sql`(${period}, ${league}, ${b.n}::int, ${b.hits}::int, ${b.brier}::int, ${b.current}::int, ${b.best}::int)`;
  });
  if (!boards.length) {
    await tx.execute(sql`WITH ${emptied} gone AS (SELECT 1) DELETE FROM score_boards WHERE user_id = ${userId}`);
    return;
  }
  const changed: SQL =
    sql.raw(`(score_boards.n, score_boards.hits, score_boards.brier, score_boards.current_streak, score_boards.best_streak)
      IS DISTINCT FROM (EXCLUDED.n, EXCLUDED.hits, EXCLUDED.brier, EXCLUDED.current_streak, EXCLUDED.best_streak)`);
  await tx.execute(sql`
    WITH fresh (period, league, n, hits, brier, current_streak, best_streak) AS (VALUES ${sql.join(boards, sql`, `)}),
    ${emptied}
    kept AS (
      INSERT INTO score_boards (period, league, user_id, n, hits, brier, current_streak, best_streak)
      SELECT period, league, ${userId}::int, n, hits, brier, current_streak, best_streak FROM fresh
      ON CONFLICT (period, league, user_id) DO UPDATE SET n = EXCLUDED.n, hits = EXCLUDED.hits, brier = EXCLUDED.brier,
        current_streak = EXCLUDED.current_streak, best_streak = EXCLUDED.best_streak
      WHERE ${changed})
    DELETE FROM score_boards b WHERE b.user_id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM fresh WHERE fresh.period = b.period AND fresh.league = b.league)`);
}
