import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { addDays, dayIn, LONGEST_ROLLING, periodsOfDay } from './days';
import { CONFIDENCE_MAX, CONFIDENCE_MIN, DEFAULT_CONFIDENCE } from '@receipts/contract';
import { brierUnits, streaksOf, type Tally } from './scoring';
import { rowsOf, type Executor } from '../../../repositories/sql';

/** What one scored prediction adds to its owner's aggregates. */
export interface Contribution {
  userId: number;
  day: string;
  league: string;
  confidence: number;
  hit: boolean;
}

/** A member's own scored predictions: a receipt of what a pundit said counts for the pundit, not its poster. */
export const SCORED_SQL = sql.raw(`outcome IN ('correct', 'incorrect') AND said_by_kind IS NULL`);

/** The resolution day of `s.resolved_at` in the track record's zone, as text. */
export const resolutionDaySql = (timeZone: string, column: SQL = sql.raw('resolved_at')): SQL =>
  sql`to_char(timezone(${timeZone}, ${column}), 'YYYY-MM-DD')`;

export interface ScoredRow {
  user_id: number | string;
  day: string;
  league: string | null;
  confidence_level: number | null;
  outcome: string;
}

interface BoardRow extends Tally {
  current: number;
  best: number;
  hitsInOrder: boolean[];
}

/** Board rows (period × league) of one user's scored predictions, in resolution order, seen from `today`. */
export function boardRowsOf(rows: ScoredRow[], today: string, periodsOf = new Map<string, string[]>()): Map<string, BoardRow> {
  const boards = new Map<string, BoardRow>();
  // Many rows share a day: its periods are worked out once per `periodsOf` (pass one Map for many users of one
  // `today`); date arithmetic is most of this loop's cost otherwise.
  for (const row of rows) {
    const hit = row.outcome === 'correct';
    const leagues = row.league ? ['*', row.league] : ['*'];
    let periods = periodsOf.get(row.day);
    if (!periods) periodsOf.set(row.day, (periods = periodsOfDay(row.day, today)));
    for (const period of periods) {
      for (const league of leagues) {
        const key = `${period}\u0000${league}`;
        const board = boards.get(key) ?? { n: 0, hits: 0, brier: 0, current: 0, best: 0, hitsInOrder: [] };
        board.n += 1;
        board.hits += hit ? 1 : 0;
        board.brier += brierUnits(row.confidence_level, hit);
        board.hitsInOrder.push(hit);
        boards.set(key, board);
      }
    }
  }
  for (const board of boards.values()) Object.assign(board, streaksOf(board.hitsInOrder));
  return boards;
}

/**
 * Call after every transaction that changed score_boards has COMMITTED (outcome change, delete, roll, rebuild): the
 * boards' generation (rank-index.ts) moves on, so the next reader in any process reloads the boards it ranks on.
 * After the commit, not inside: a reader that sees the new generation then loads rows that include the change.
 */
export async function boardsChanged(db: Executor): Promise<void> {
  await db.execute(sql`SELECT nextval('score_boards_gen')`);
}

/**
 * Recomputes every score_boards row of these users from their scored predictions (an indexed read of each
 * user's rows). For the roll and the rebuild, which hold the roll lock exclusively (no outcome change runs meanwhile);
 * one outcome change uses refreshUserBoards (user-boards.ts).
 */
export async function refreshBoards(tx: Executor, timeZone: string, userIds: number[], today: string): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length > REFRESH_BATCH) {
    for (let i = 0; i < ids.length; i += REFRESH_BATCH) await refreshBoards(tx, timeZone, ids.slice(i, i + REFRESH_BATCH), today);
    return;
  }
  if (!ids.length) return;
  const ints = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const texts = (values: string[]) => sql`${`{${values.map(quoted).join(',')}}`}::text[]`;
  // An index-only scan of statements_scored_user_idx (every column read is in it), in resolution order.
  const rows = await rowsOf<ScoredRow>(
    tx,
    sql`
    SELECT user_id, ${resolutionDaySql(timeZone)} AS day, league, confidence_level, outcome
    FROM statements WHERE user_id = ANY(${ints(ids)}) AND ${SCORED_SQL}
    ORDER BY user_id, resolved_at, id`,
  );
  const byUser = new Map<number, ScoredRow[]>();
  for (const row of rows) {
    const own = byUser.get(Number(row.user_id));
    if (own) own.push(row);
    else byUser.set(Number(row.user_id), [row]);
  }
  // One statement of column arrays (unnest) rather than thousands of bound values: a few parameters, one plan.
  const columns = { period: [] as string[], league: [] as string[], user: [] as number[], n: [] as number[] };
  const numbers = { hits: [] as number[], brier: [] as number[], current: [] as number[], best: [] as number[] };
  const periodsOf = new Map<string, string[]>();
  for (const [id, own] of byUser) {
    for (const [key, b] of boardRowsOf(own, today, periodsOf)) {
      const [period, league] = key.split('\u0000');
      columns.period.push(period);
      columns.league.push(league);
      columns.user.push(id);
      columns.n.push(b.n);
      numbers.hits.push(b.hits);
      numbers.brier.push(b.brier);
      numbers.current.push(b.current);
      numbers.best.push(b.best);
    }
  }
  // Only rows whose numbers changed are written (most of a member's boards do not move with one game), and rows no
  // longer there deleted: the same result as deleting and inserting them all, with a fraction of the writes.
  await tx.execute(sql`
    WITH fresh (period, league, user_id, n, hits, brier, current_streak, best_streak) AS (
      SELECT * FROM unnest(${texts(columns.period)}, ${texts(columns.league)}, ${ints(columns.user)}, ${ints(columns.n)},
                           ${ints(numbers.hits)}, ${ints(numbers.brier)}, ${ints(numbers.current)}, ${ints(numbers.best)})),
    gone AS (
      DELETE FROM score_boards b WHERE b.user_id = ANY(${ints(ids)})
        AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.user_id = b.user_id AND f.period = b.period AND f.league = b.league))
    INSERT INTO score_boards (period, league, user_id, n, hits, brier, current_streak, best_streak)
    SELECT * FROM fresh
    ON CONFLICT (period, league, user_id) DO UPDATE SET n = EXCLUDED.n, hits = EXCLUDED.hits, brier = EXCLUDED.brier,
      current_streak = EXCLUDED.current_streak, best_streak = EXCLUDED.best_streak
    WHERE (score_boards.n, score_boards.hits, score_boards.brier, score_boards.current_streak, score_boards.best_streak)
      IS DISTINCT FROM (EXCLUDED.n, EXCLUDED.hits, EXCLUDED.brier, EXCLUDED.current_streak, EXCLUDED.best_streak)`);
}

/** Owners per refreshBoards statement: their scored rows are read and their boards written a batch at a time. */
const REFRESH_BATCH = 2_000;

/**
 * Advisory locks of the aggregates: ROLL_LOCK is the rolling windows' (a roll holds it exclusively, every outcome
 * change shares it), USER_LOCK (with the user id) serialises one user's board refreshes. Advisory locks, not a row
 * lock on score_state: sharing them costs no write (a FOR SHARE row lock writes a MultiXact per locker) and no scan.
 */
export const ROLL_LOCK = 1011;
export const USER_LOCK = 1010;
export const ROLL_SHARED_SQL = sql.raw(`pg_advisory_xact_lock_shared(${ROLL_LOCK})`);
export const userLockSql = (userId: SQL): SQL => sql`pg_advisory_xact_lock(${sql.raw(String(USER_LOCK))}, ${userId})`;

/**
 * Brings the rolling windows (7d, 30d) to `today` when the day changed: only users with a resolution day that
 * entered or left a window since the last roll are recomputed. On return the transaction holds the roll lock
 * (shared, or exclusive when it rolled), so no roll happens until it ends. With no state row yet (a database from
 * before the track record) everything is rebuilt once, including any change already written in this transaction
 * ('rebuilt': nothing left to apply). Runs once a day per process (rollingWindows below), not per request.
 */
export async function holdRolled(tx: Executor, timeZone: string, today: string): Promise<'held' | 'rebuilt'> {
  await tx.execute(sql`SELECT ${ROLL_SHARED_SQL}`);
  const asOf = async () => (await rowsOf<{ as_of: string }>(tx, sql`SELECT as_of FROM score_state WHERE key = 'rolling'`))[0]?.as_of;
  if ((await asOf()) === today) return 'held';
  await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${ROLL_LOCK})`));
  const locked = await asOf(); // read again under the exclusive lock: another process may have rolled meanwhile
  if (locked === undefined) {
    await rebuildAll(tx, timeZone, today);
    return 'rebuilt';
  }
  if (locked === today) return 'held';
  const [from, to] = locked < today ? [locked, today] : [today, locked];
  const users = await rowsOf<{ user_id: number | string }>(
    tx,
    sql`
    SELECT DISTINCT user_id FROM score_days WHERE day > ${addDays(from, -LONGEST_ROLLING)} AND day <= ${to}`,
  );
  await refreshBoards(
    tx,
    timeZone,
    users.map((row) => Number(row.user_id)),
    today,
  );
  await tx.execute(sql`UPDATE score_state SET as_of = ${today} WHERE key = 'rolling'`);
  return 'held';
}

/**
 * The day this process last brought the rolling windows to: requests check the state (and roll when the day
 * changed) once a day per process, in a transaction of their own, instead of reading score_state every time.
 */
export function rollingWindows(db: Db, timeZone: string) {
  let rolledFor: string | null = null;
  return {
    /** Today in the track record's zone, with the rolling windows brought to it. */
    async today(now: Date): Promise<string> {
      const day = dayIn(timeZone, now);
      if (rolledFor !== day) {
        await db.transaction((tx) => holdRolled(tx, timeZone, day));
        await boardsChanged(db); // it may have rolled the windows (once a day and process: cheap either way)
        rolledFor = day;
      }
      return day;
    },
  };
}

/** score_days rows made from scratch of the scored predictions `where` picks (a condition on `s`). */
function daysOfSql(timeZone: string, where: SQL): SQL {
  const confidence = sql`coalesce(s.confidence_level, ${DEFAULT_CONFIDENCE})`;
  return sql`
    SELECT s.user_id, ${resolutionDaySql(timeZone, sql.raw('s.resolved_at'))}::date AS day, coalesce(s.league, '') AS league,
           ${confidence} AS confidence, count(*) AS n, count(*) FILTER (WHERE s.outcome = 'correct') AS hits, sum(b.units) AS brier
    FROM statements s JOIN (${brierUnitsSql()}) b(confidence, hit, units)
      ON b.confidence = ${confidence} AND b.hit = (s.outcome = 'correct')
    WHERE s.${SCORED_SQL} AND ${where}
    GROUP BY 1, 2, 3, 4`;
}

const insertDaysSql = (timeZone: string, where: SQL): SQL =>
  sql`INSERT INTO score_days (user_id, day, league, confidence, n, hits, brier) ${daysOfSql(timeZone, where)}`;

/**
 * Every aggregate of these users from their statements, from scratch: score_days in two set-based statements, then
 * their boards. For changes of many predictions at once (a game's result grades every pick on it); the caller holds
 * the roll lock exclusively, so no outcome change of these users runs meanwhile.
 */
export async function rebuildUsers(tx: Executor, timeZone: string, userIds: number[], today: string): Promise<void> {
  if (!userIds.length) return;
  const ids = sql`${`{${[...new Set(userIds)].join(',')}}`}::int[]`;
  await tx.execute(sql`DELETE FROM score_days WHERE user_id = ANY(${ids})`);
  await tx.execute(insertDaysSql(timeZone, sql`s.user_id = ANY(${ids})`));
  await refreshBoards(tx, timeZone, userIds, today);
}

/** `(confidence, hit, units)` rows of every Brier score (scoring.ts), for joins: the formula stays in one place. */
export function brierUnitsSql(): SQL {
  const units = [];
  for (let confidence = CONFIDENCE_MIN; confidence <= CONFIDENCE_MAX; confidence += 1) {
    for (const hit of [true, false]) units.push(sql`(${confidence}::int, ${hit}::boolean, ${brierUnits(confidence, hit)}::int)`);
  }
  return sql`VALUES ${sql.join(units, sql`, `)}`;
}

/**
 * The score_days of these users on these days (YYYY-MM-DD) counted again from their scored predictions, and the users
 * queued for the board-refresh job (score_board_refreshes). For a game's grading, done by the job right after it
 * commits (games.ts, settleGradings); the caller holds the roll lock exclusively, so no outcome change of these users
 * runs meanwhile. Counting again rather than adding the grading's moves makes a second run, or an outcome change or
 * roll in between, come out the same.
 */
export async function recountDays(tx: Executor, timeZone: string, userIds: number[], days: string[]): Promise<void> {
  if (!userIds.length) return;
  const ids = sql`${`{${[...new Set(userIds)].join(',')}}`}::int[]`;
  if (days.length) {
    const sorted = [...days].sort();
    const dates = sql`${`{${sorted.join(',')}}`}::date[]`;
    // The days' predictions are found by resolution time (statements_scored_user_idx), a day wider either way for the zone.
    const from = `${addDays(sorted[0], -1)}T00:00:00Z`;
    const to = `${addDays(sorted[sorted.length - 1], 2)}T00:00:00Z`;
    await tx.execute(sql`DELETE FROM score_days WHERE user_id = ANY(${ids}) AND day = ANY(${dates})`);
    await tx.execute(
      insertDaysSql(
        timeZone,
        sql`s.user_id = ANY(${ids}) AND s.resolved_at >= ${from}::timestamptz AND s.resolved_at < ${to}::timestamptz
            AND ${resolutionDaySql(timeZone, sql.raw('s.resolved_at'))}::date = ANY(${dates})`,
      ),
    );
  }
  await tx.execute(sql`INSERT INTO score_board_refreshes (user_id) SELECT unnest(${ids}) ON CONFLICT (user_id) DO NOTHING`);
}

/** Members per transaction of the board-refresh job. */
const QUEUED_BATCH = 5_000;

/**
 * The board-refresh job: the boards of the members queued by recountDays recomputed from their predictions, a
 * batch per transaction under the roll lock held exclusively (as recountDays' caller held it), each batch followed by
 * boardsChanged. Every refresh recomputes from the statements, so one that runs twice, or after a single outcome
 * change of the same member, or after the daily roll, gives the same rows. Returns how many members' boards moved.
 */
export async function refreshQueuedBoards(db: Db, timeZone: string, today: () => string): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${ROLL_LOCK})`));
      const day = today();
      await holdRolled(tx, timeZone, day);
      const rows = await rowsOf<{ user_id: number | string }>(
        tx,
        sql`DELETE FROM score_board_refreshes
            WHERE user_id IN (SELECT user_id FROM score_board_refreshes ORDER BY user_id LIMIT ${QUEUED_BATCH})
            RETURNING user_id`,
      );
      const queued = rows.map((row) => Number(row.user_id));
      await refreshBoards(tx, timeZone, queued, day);
      return queued;
    });
    if (!ids.length) return refreshed;
    refreshed += ids.length;
    await boardsChanged(db);
  }
}

/** Every aggregate from the statements, from scratch (first start after the migration, the demo seed, tests). */
export async function rebuildAll(tx: Executor, timeZone: string, today: string): Promise<void> {
  const confidence = sql`coalesce(s.confidence_level, ${DEFAULT_CONFIDENCE})`;
  await tx.execute(sql`DELETE FROM score_days`);
  await tx.execute(sql`
    INSERT INTO score_days (user_id, day, league, confidence, n, hits, brier)
    SELECT s.user_id, ${resolutionDaySql(timeZone, sql.raw('s.resolved_at'))}::date, coalesce(s.league, ''), ${confidence},
           count(*), count(*) FILTER (WHERE s.outcome = 'correct'), sum(b.units)
    FROM statements s JOIN (${brierUnitsSql()}) b(confidence, hit, units)
      ON b.confidence = ${confidence} AND b.hit = (s.outcome = 'correct')
    WHERE s.${SCORED_SQL}
    GROUP BY 1, 2, 3, 4`);
  await tx.execute(sql`DELETE FROM score_boards`);
  const users = await rowsOf<{ user_id: number | string }>(tx, sql`SELECT DISTINCT user_id FROM score_days`);
  await refreshBoards(
    tx,
    timeZone,
    users.map((row) => Number(row.user_id)),
    today,
  );
  await tx.execute(sql`
    INSERT INTO score_state (key, as_of) VALUES ('rolling', ${today}) ON CONFLICT (key) DO UPDATE SET as_of = EXCLUDED.as_of`);
}
