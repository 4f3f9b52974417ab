import { sql, type SQL } from 'drizzle-orm';
import { addDays, LONGEST_ROLLING, periodsOfDay } from '../track-record/days';
import { CONFIDENCE_MAX, CONFIDENCE_MIN, DEFAULT_CONFIDENCE } from '@receipts/shared/contract';
import { brierUnits, streaksOf, type Tally } from '../track-record/scoring';
import { rowsOf, type Executor } from './sql';

/** What one scored prediction adds to its owner's aggregates. */
export interface Contribution {
  userId: number;
  day: string;
  league: string;
  confidence: number;
  hit: boolean;
}

export const SCORED_SQL = sql.raw(`outcome IN ('correct', 'incorrect')`);

/** The resolution day of `s.resolved_at` in the track record's zone, as text. */
export const resolutionDaySql = (timeZone: string, column: SQL = sql.raw('resolved_at')): SQL =>
  sql`to_char(timezone(${timeZone}, ${column}), 'YYYY-MM-DD')`;

/** Adds (sign 1) or removes (sign -1) one prediction in score_days; empty rows are dropped. */
export async function moveScoreDay(tx: Executor, c: Contribution, sign: 1 | -1): Promise<void> {
  const n = sign;
  const hits = c.hit ? sign : 0;
  const brier = sign * brierUnits(c.confidence, c.hit);
  await tx.execute(sql`
    INSERT INTO score_days (user_id, day, league, confidence, n, hits, brier)
    VALUES (${c.userId}, ${c.day}, ${c.league}, ${c.confidence}, ${n}, ${hits}, ${brier})
    ON CONFLICT (user_id, day, league, confidence)
    DO UPDATE SET n = score_days.n + EXCLUDED.n, hits = score_days.hits + EXCLUDED.hits, brier = score_days.brier + EXCLUDED.brier`);
  if (sign < 0) {
    await tx.execute(sql`
      DELETE FROM score_days WHERE user_id = ${c.userId} AND day = ${c.day} AND league = ${c.league}
        AND confidence = ${c.confidence} AND n = 0`);
  }
}

interface ScoredRow {
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
export function boardRowsOf(rows: ScoredRow[], today: string): Map<string, BoardRow> {
  const boards = new Map<string, BoardRow>();
  for (const row of rows) {
    const hit = row.outcome === 'correct';
    const leagues = row.league ? ['*', row.league] : ['*'];
    for (const period of periodsOfDay(row.day, today)) {
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

let boardsVersion = 0;
/** Bumped by every change to score_boards this process makes: read caches of the boards compare it. */
export const boardsVersionNow = (): number => boardsVersion;

/**
 * Recomputes every score_boards row of these users from their scored predictions (an indexed read of each
 * user's rows). Serialised per user by an advisory lock, so two outcome changes of one user never interleave.
 */
export async function refreshBoards(tx: Executor, timeZone: string, userIds: number[], today: string, lockUsers = true): Promise<void> {
  boardsVersion += 1;
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length > 500) {
    for (let i = 0; i < ids.length; i += 500) await refreshBoards(tx, timeZone, ids.slice(i, i + 500), today, lockUsers);
    return;
  }
  if (!ids.length) return;
  if (lockUsers) for (const id of ids) await tx.execute(sql`SELECT pg_advisory_xact_lock(1010, ${id})`);
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = await rowsOf<ScoredRow>(tx, sql`
    SELECT user_id, ${resolutionDaySql(timeZone)} AS day, league, confidence_level, outcome
    FROM statements WHERE user_id IN (${idList}) AND ${SCORED_SQL}
    ORDER BY user_id, resolved_at, id`);
  await tx.execute(sql`DELETE FROM score_boards WHERE user_id IN (${idList})`);
  const byUser = new Map<number, ScoredRow[]>();
  for (const row of rows) byUser.set(Number(row.user_id), [...(byUser.get(Number(row.user_id)) ?? []), row]);
  const values: SQL[] = [];
  for (const [id, own] of byUser) {
    const boards = boardRowsOf(own, today);
    for (const [key, b] of boards) {
      const [period, league] = key.split('\u0000');
      values.push(sql`(${period}, ${league}, ${id}, ${b.n}, ${b.hits}, ${b.brier}, ${b.current}, ${b.best})`);
    }
  }
  for (let i = 0; i < values.length; i += 500) {
    await tx.execute(sql`
      INSERT INTO score_boards (period, league, user_id, n, hits, brier, current_streak, best_streak)
      VALUES ${sql.join(values.slice(i, i + 500), sql`, `)}`);
  }
}

/**
 * Brings the rolling windows (7d, 30d) to `today` when the day changed: only users with a resolution day that
 * entered or left a window since the last roll are recomputed. The state row is the lock: a roll takes it
 * exclusively, outcome changes share it (taken before any per-user lock, so the two never deadlock). With no
 * state row yet (a database from before the track record) everything is rebuilt once, including the caller's
 * change already written in this transaction ('rebuilt': nothing left to apply).
 */
export async function holdRolled(tx: Executor, timeZone: string, today: string): Promise<'held' | 'rebuilt'> {
  const [state] = await rowsOf<{ as_of: string }>(tx, sql`SELECT as_of FROM score_state WHERE key = 'rolling' FOR SHARE`);
  if (state?.as_of === today) return 'held';
  await tx.execute(sql`INSERT INTO score_state (key, as_of) VALUES ('rolling', ${today}) ON CONFLICT (key) DO NOTHING`);
  const [locked] = await rowsOf<{ as_of: string }>(tx, sql`SELECT as_of FROM score_state WHERE key = 'rolling' FOR UPDATE`);
  if (!state) {
    await rebuildAll(tx, timeZone, today);
    return 'rebuilt';
  }
  if (locked.as_of === today) return 'held';
  const [from, to] = locked.as_of < today ? [locked.as_of, today] : [today, locked.as_of];
  const users = await rowsOf<{ user_id: number | string }>(tx, sql`
    SELECT DISTINCT user_id FROM score_days WHERE day > ${addDays(from, -LONGEST_ROLLING)} AND day <= ${to}`);
  // The exclusive state lock keeps every outcome change out meanwhile: no per-user locks needed.
  await refreshBoards(tx, timeZone, users.map((row) => Number(row.user_id)), today, false);
  await tx.execute(sql`UPDATE score_state SET as_of = ${today} WHERE key = 'rolling'`);
  return 'held';
}

/** Every aggregate from the statements, from scratch (first start after the migration, the demo seed, tests). */
export async function rebuildAll(tx: Executor, timeZone: string, today: string): Promise<void> {
  // Brier units per (confidence, hit) from scoring.ts, so the formula stays in one place.
  const units = [];
  for (let confidence = CONFIDENCE_MIN; confidence <= CONFIDENCE_MAX; confidence += 1) {
    for (const hit of [true, false]) units.push(sql`(${confidence}::int, ${hit}::boolean, ${brierUnits(confidence, hit)}::int)`);
  }
  const confidence = sql`coalesce(s.confidence_level, ${DEFAULT_CONFIDENCE})`;
  boardsVersion += 1;
  await tx.execute(sql`DELETE FROM score_days`);
  await tx.execute(sql`
    INSERT INTO score_days (user_id, day, league, confidence, n, hits, brier)
    SELECT s.user_id, ${resolutionDaySql(timeZone, sql.raw('s.resolved_at'))}::date, coalesce(s.league, ''), ${confidence},
           count(*), count(*) FILTER (WHERE s.outcome = 'correct'), sum(b.units)
    FROM statements s JOIN (VALUES ${sql.join(units, sql`, `)}) b(confidence, hit, units)
      ON b.confidence = ${confidence} AND b.hit = (s.outcome = 'correct')
    WHERE s.${SCORED_SQL}
    GROUP BY 1, 2, 3, 4`);
  await tx.execute(sql`DELETE FROM score_boards`);
  const users = await rowsOf<{ user_id: number | string }>(tx, sql`SELECT DISTINCT user_id FROM score_days`);
  await refreshBoards(tx, timeZone, users.map((row) => Number(row.user_id)), today, false);
  await tx.execute(sql`
    INSERT INTO score_state (key, as_of) VALUES ('rolling', ${today}) ON CONFLICT (key) DO UPDATE SET as_of = EXCLUDED.as_of`);
}
