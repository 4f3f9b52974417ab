import { sql, type SQL } from 'drizzle-orm';
import type { Game, GameAuditEntry, GameDetail, GameStatus, ImportGamesResponse } from '@receipts/contract';
import type { Db } from '../../../db';
import { isoTimestamp, userSummary, type AuthorRow } from '../../../schemas/common';
import { teamShortName } from '@receipts/contract';
import { holdRolled, recountDays, refreshQueuedBoards, resolutionDaySql, ROLL_LOCK } from '../../track-record/data/score-aggregates';
import { rowsOf, type Executor } from '../../../repositories/sql';
import type { TrackClock } from '../../statements/data/statements';

export interface GameRow {
  id: number | string;
  external_id: string | null;
  league: string;
  home_team: string;
  away_team: string;
  starts_at: string;
  venue: string | null;
  status: GameStatus;
  home_score: number | null;
  away_score: number | null;
}

const GAME_COLUMNS = sql.raw('id, external_id, league, home_team, away_team, starts_at, venue, status, home_score, away_score');

export function toGame(row: GameRow, now: Date): Game {
  const startsAt = isoTimestamp(row.starts_at);
  return {
    id: Number(row.id),
    external_id: row.external_id,
    league: row.league,
    home_team: row.home_team,
    away_team: row.away_team,
    starts_at: startsAt,
    venue: row.venue,
    status: row.status,
    home_score: row.home_score == null ? null : Number(row.home_score),
    away_score: row.away_score == null ? null : Number(row.away_score),
    is_locked: row.status === 'final' || row.status === 'cancelled' || Date.parse(startsAt) <= now.getTime(),
  };
}

export interface GameFilters {
  league?: string;
  team?: string;
  from?: string;
  to?: string;
  status?: GameStatus;
  page: number;
  perPage: number;
}

export interface NewGame {
  externalId?: string | null;
  league: string;
  homeTeam: string;
  awayTeam: string;
  startsAt: string;
  venue?: string | null;
}

export interface GameChange {
  startsAt?: string;
  venue?: string | null;
  status?: 'scheduled' | 'live' | 'postponed' | 'cancelled';
}

export type AuditAction = GameAuditEntry['action'];

/** The outcome notes graded picks carry: the score in words, or the cancellation. */
const gradeNotes = (game: GameRow): string =>
  game.status === 'cancelled'
    ? 'The game was cancelled.'
    : `Final: ${teamShortName(game.away_team)} ${game.away_score}, ${teamShortName(game.home_team)} ${game.home_score}.`;

/**
 * One statement: every pick on the game graded from the game's row as it now stands (cancelled: not_applicable;
 * final: by its rule, a tie with the line a push; otherwise back to pending), with an outcome_audit row per change.
 * Only picks whose outcome changes are touched, so entering the same score twice changes nothing. With `follow`, what
 * changed is queued (game_gradings) for the board-refresh job, which moves the owners' score_days and boards and
 * queues the notifications right after the commit (settleGradings); seeds rebuild every aggregate themselves. The
 * caller holds the roll lock exclusively: no other outcome change runs meanwhile, so the outcomes read here are the
 * ones the update replaces without locking the picks first. Returns how many picks changed.
 */
export async function gradePicks(
  tx: Executor,
  game: GameRow,
  actorId: number | null,
  now: string,
  timeZone: string,
  follow = true,
): Promise<number> {
  const margin = sql.raw(`CASE WHEN s.pick_side = 'home' THEN g.home_score - g.away_score ELSE g.away_score - g.home_score END`);
  const scored = sql.raw(`IN ('correct', 'incorrect')`);
  const [row] = await rowsOf<{ graded: number | string }>(
    tx,
    sql`
    WITH g AS (SELECT id, status, home_score, away_score FROM games WHERE id = ${game.id}),
    old AS MATERIALIZED (
      SELECT * FROM (
        SELECT s.id, s.outcome AS old_outcome, ${resolutionDaySql(timeZone, sql.raw('s.resolved_at'))} AS old_day,
          CASE
            WHEN g.status = 'cancelled' THEN 'not_applicable'
            WHEN g.status <> 'final' OR g.home_score IS NULL OR g.away_score IS NULL THEN 'pending'
            ELSE CASE sign(CASE s.pick_kind
                WHEN 'total' THEN (g.home_score + g.away_score - s.pick_line) * CASE WHEN s.pick_side = 'over' THEN 1 ELSE -1 END
                ELSE ${margin} + coalesce(s.pick_line, 0)
              END)
              WHEN 1 THEN 'correct' WHEN -1 THEN 'incorrect' ELSE 'push' END
          END AS new_outcome
        FROM statements s JOIN g ON s.game_id = g.id
        WHERE s.statement_type = 'prediction') picks
      WHERE old_outcome IS DISTINCT FROM new_outcome),
    changed AS (
      UPDATE statements s SET outcome = old.new_outcome, outcome_notes = ${gradeNotes(game)}::text,
        resolved_at = CASE WHEN old.new_outcome = 'pending' THEN NULL ELSE ${now}::timestamptz END
      FROM old WHERE s.id = old.id AND s.game_id = ${game.id}
      RETURNING s.id, old.old_outcome, old.new_outcome, old.old_day),
    audit AS (
      INSERT INTO outcome_audit (statement_id, changed_by, old_outcome, new_outcome, notes, changed_at)
      SELECT id, ${actorId}::int, old_outcome, new_outcome, ${gradeNotes(game)}::text, ${now}::timestamptz FROM changed),
    queued AS (
      INSERT INTO game_gradings (game_id, actor_id, statement_ids, outcomes, days)
      SELECT ${game.id}, ${actorId}::int, array_agg(id ORDER BY id), array_agg(new_outcome ORDER BY id),
        array(SELECT DISTINCT day::date FROM (
          SELECT old_day AS day FROM changed WHERE old_outcome ${scored}
          UNION SELECT ${resolutionDaySql(timeZone, sql`${now}::timestamptz`)} FROM changed WHERE new_outcome ${scored}) moved)
      FROM changed WHERE ${follow} HAVING count(*) > 0)
    SELECT count(*) AS graded FROM changed`,
  );
  return Number(row?.graded ?? 0);
}

/**
 * The board-refresh job's work for the gradings gradePicks queued, right after they commit: (1) each grading's owners'
 * score_days recounted on the days it moved and the owners queued for their boards, a grading per transaction under
 * the roll lock held exclusively; (2) the queued boards recomputed (refreshQueuedBoards); (3) then the changed picks'
 * notifications queued for the fan-out and the gradings dropped, after the boards, so a resolution's notice carries
 * its owner's new accuracy. A crash at any point leaves the grading queued for the next run (each step gives the
 * same rows twice). Returns how many gradings, members' boards and notifications it did.
 */
export async function settleGradings(
  db: Db,
  timeZone: string,
  today: () => string,
): Promise<{ gradings: number; members: number; notices: number }> {
  let gradings = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${ROLL_LOCK})`));
      await holdRolled(tx, timeZone, today());
      const [next] = await rowsOf<{ id: number | string; days: string }>(
        tx,
        sql`SELECT id, array_to_string(days, ',') AS days FROM game_gradings WHERE moved_at IS NULL ORDER BY id LIMIT 1`,
      );
      if (!next) return false;
      // A grading that scored nothing either way (a cancellation) moves no record.
      const days = next.days ? next.days.split(',') : [];
      if (days.length) {
        const owners = await rowsOf<{ user_id: number | string }>(
          tx,
          sql`SELECT DISTINCT s.user_id FROM game_gradings q CROSS JOIN LATERAL unnest(q.statement_ids) AS c(id)
              JOIN statements s ON s.id = c.id WHERE q.id = ${next.id} AND s.said_by_kind IS NULL`,
        );
        await recountDays(
          tx,
          timeZone,
          owners.map((row) => Number(row.user_id)),
          days,
        );
      }
      await tx.execute(sql`UPDATE game_gradings SET moved_at = now() WHERE id = ${next.id}`);
      return true;
    });
    if (!moved) break;
    gradings += 1;
  }
  const members = await refreshQueuedBoards(db, timeZone, today);
  // Only outcomes that still stand: a pick graded again, or set by hand, since is told by that later change (the roll
  // lock, held exclusively, lets any such change in flight commit first).
  const notices = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${ROLL_LOCK})`));
    const [done] = await rowsOf<{ notices: number | string }>(
      tx,
      sql`
      WITH settled AS (DELETE FROM game_gradings WHERE moved_at IS NOT NULL RETURNING id, actor_id, statement_ids, outcomes),
      queued AS (
        INSERT INTO notification_fanouts (statement_id, actor_id, outcome)
        SELECT c.id, settled.actor_id, c.outcome
        FROM settled, unnest(settled.statement_ids, settled.outcomes) WITH ORDINALITY AS c(id, outcome, place)
        WHERE c.outcome <> 'pending' AND EXISTS (SELECT 1 FROM statements s WHERE s.id = c.id AND s.outcome = c.outcome)
        ORDER BY settled.id, c.place
        RETURNING 1)
      SELECT count(*) AS notices FROM queued`,
    );
    return Number(done?.notices ?? 0);
  });
  return { gradings, members, notices };
}

async function writeAudit(tx: Executor, game: GameRow, action: AuditAction, actorId: number, graded: number, now: string) {
  await tx.execute(sql`
    INSERT INTO game_audit (game_id, changed_by, action, status, starts_at, home_score, away_score, graded, changed_at)
    VALUES (${game.id}, ${actorId}, ${action}, ${game.status}, ${game.starts_at}::timestamptz, ${game.home_score}, ${game.away_score},
            ${graded}, ${now}::timestamptz)`);
}

export type ResultOutcome = { game: Game; graded: number } | 'missing' | 'not_started' | 'cancelled';
export type UpdateOutcome = Game | 'missing' | 'final' | 'cancelled';

/** Games: the schedule, staff's changes to it (each audited) and results, which grade the picks on a game. */
export function gamesRepository(db: Db, clock: TrackClock, graded: () => void = () => undefined) {
  const nowIso = () => clock.now().toISOString();

  const read = async (executor: Executor, id: number, lock = false): Promise<GameRow | undefined> =>
    (await rowsOf<GameRow>(executor, sql`SELECT ${GAME_COLUMNS} FROM games WHERE id = ${id}${lock ? sql` FOR UPDATE` : sql``}`))[0];

  /**
   * Runs a change that may grade picks with the roll lock held exclusively (no single outcome change runs meanwhile,
   * as for the daily roll). When it graded any, `graded` is called after the commit: it sends the board-refresh job,
   * which moves the owners' records and queues the notifications (settleGradings).
   */
  async function grading<T>(change: (tx: Executor, now: string) => Promise<{ result: T; graded: number }>) {
    const now = nowIso();
    let changed = false;
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${ROLL_LOCK})`));
      const done = await change(tx, now);
      changed = done.graded > 0;
      return done.result;
    });
    if (changed) graded();
    return result;
  }

  return {
    async list(filters: GameFilters): Promise<{ results: Game[]; nextPage: number | null }> {
      const where: SQL[] = [sql`true`];
      if (filters.league) where.push(sql`league = ${filters.league}`);
      if (filters.team) where.push(sql`(home_team = ${filters.team} OR away_team = ${filters.team})`);
      if (filters.from) where.push(sql`starts_at >= ${filters.from}::timestamptz`);
      if (filters.to) where.push(sql`starts_at < ${filters.to}::timestamptz`);
      if (filters.status) where.push(sql`status = ${filters.status}`);
      const rows = await rowsOf<GameRow>(
        db,
        sql`SELECT ${GAME_COLUMNS} FROM games WHERE ${sql.join(where, sql` AND `)}
            ORDER BY starts_at, id LIMIT ${filters.perPage + 1} OFFSET ${(filters.page - 1) * filters.perPage}`,
      );
      const now = clock.now();
      return {
        results: rows.slice(0, filters.perPage).map((row) => toGame(row, now)),
        nextPage: rows.length > filters.perPage ? filters.page + 1 : null,
      };
    },

    /** A game with its live picks counted per kind and side (the community's split). */
    async get(id: number): Promise<GameDetail | null> {
      const row = await read(db, id);
      if (!row) return null;
      const split = await rowsOf<{ kind: 'winner' | 'spread' | 'total'; side: 'home' | 'away' | 'over' | 'under'; picks: number | string }>(
        db,
        sql`SELECT pick_kind AS kind, pick_side AS side, count(*) AS picks FROM statements
            WHERE game_id = ${id} AND deleted_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      const counted = split.map((entry) => ({ kind: entry.kind, side: entry.side, picks: Number(entry.picks) }));
      return { ...toGame(row, clock.now()), picks: counted.reduce((sum, entry) => sum + entry.picks, 0), split: counted };
    },

    /** What a new pick needs of its game; undefined when there is none. */
    async pickTarget(id: number): Promise<Pick<Game, 'league' | 'starts_at' | 'status' | 'home_team' | 'away_team'> | undefined> {
      const row = await read(db, id);
      return row
        ? {
            league: row.league,
            starts_at: isoTimestamp(row.starts_at),
            status: row.status,
            home_team: row.home_team,
            away_team: row.away_team,
          }
        : undefined;
    },

    /** A new game; 'duplicate' when its external_id is taken. */
    async create(game: NewGame, actorId: number): Promise<Game | 'duplicate'> {
      const now = nowIso();
      return db.transaction(async (tx) => {
        const [row] = await rowsOf<GameRow>(
          tx,
          sql`INSERT INTO games (external_id, league, home_team, away_team, starts_at, venue, created_at, updated_at)
              VALUES (${game.externalId ?? null}, ${game.league}, ${game.homeTeam}, ${game.awayTeam}, ${game.startsAt}::timestamptz,
                      ${game.venue ?? null}, ${now}::timestamptz, ${now}::timestamptz)
              ON CONFLICT (external_id) DO NOTHING
              RETURNING ${GAME_COLUMNS}`,
        );
        if (!row) return 'duplicate' as const;
        await writeAudit(tx, row, 'create', actorId, 0, now);
        return toGame(row, clock.now());
      });
    },

    /**
     * Reschedules, postpones, cancels or marks a game live. A final game is changed only through its result, a
     * cancelled one not at all. Cancelling grades every pick on it not_applicable.
     */
    async update(id: number, change: GameChange, actorId: number): Promise<UpdateOutcome> {
      return grading<UpdateOutcome>(async (tx, now) => {
        const current = await read(tx, id, true);
        if (!current) return { result: 'missing' as const, graded: 0 };
        if (current.status === 'cancelled') return { result: 'cancelled' as const, graded: 0 };
        if (current.status === 'final') return { result: 'final' as const, graded: 0 };
        const [row] = await rowsOf<GameRow>(
          tx,
          sql`UPDATE games SET starts_at = coalesce(${change.startsAt ?? null}::timestamptz, starts_at),
                venue = ${change.venue === undefined ? sql`venue` : sql`${change.venue || null}::text`},
                status = coalesce(${change.status ?? null}::text, status), updated_at = ${now}::timestamptz
              WHERE id = ${id} RETURNING ${GAME_COLUMNS}`,
        );
        const graded = row.status === 'cancelled' ? await gradePicks(tx, row, actorId, now, clock.timeZone) : 0;
        await writeAudit(tx, row, 'update', actorId, graded, now);
        return { result: toGame(row, clock.now()), graded };
      });
    },

    /** Enters or corrects the final score and grades every pick on the game, in one transaction, audited. */
    async setResult(id: number, score: { home: number; away: number }, actorId: number): Promise<ResultOutcome> {
      return grading<ResultOutcome>(async (tx, now) => {
        const current = await read(tx, id, true);
        if (!current) return { result: 'missing' as const, graded: 0 };
        if (current.status === 'cancelled') return { result: 'cancelled' as const, graded: 0 };
        if (Date.parse(isoTimestamp(current.starts_at)) > Date.parse(now)) return { result: 'not_started' as const, graded: 0 };
        const [row] = await rowsOf<GameRow>(
          tx,
          sql`UPDATE games SET home_score = ${score.home}, away_score = ${score.away}, status = 'final', updated_at = ${now}::timestamptz
              WHERE id = ${id} RETURNING ${GAME_COLUMNS}`,
        );
        const graded = await gradePicks(tx, row, actorId, now, clock.timeZone);
        await writeAudit(tx, row, 'result', actorId, graded, now);
        return { result: { game: toGame(row, clock.now()), graded }, graded };
      });
    },

    /**
     * Imports a schedule, idempotent by external_id: a new id is created, a known one updated when a field differs
     * (unchanged otherwise). A final or cancelled game is not rescheduled by an import (reported in errors).
     */
    async importGames(games: (NewGame & { externalId: string; index: number })[], actorId: number) {
      const now = nowIso();
      const counts: Omit<ImportGamesResponse, 'errors'> = { created: 0, updated: 0, unchanged: 0 };
      const errors: ImportGamesResponse['errors'] = [];
      await db.transaction(async (tx) => {
        for (const game of games) {
          const [existing] = await rowsOf<GameRow>(
            tx,
            sql`SELECT ${GAME_COLUMNS} FROM games WHERE external_id = ${game.externalId} FOR UPDATE`,
          );
          if (!existing) {
            const [row] = await rowsOf<GameRow>(
              tx,
              sql`INSERT INTO games (external_id, league, home_team, away_team, starts_at, venue, created_at, updated_at)
                  VALUES (${game.externalId}, ${game.league}, ${game.homeTeam}, ${game.awayTeam}, ${game.startsAt}::timestamptz,
                          ${game.venue ?? null}, ${now}::timestamptz, ${now}::timestamptz)
                  RETURNING ${GAME_COLUMNS}`,
            );
            await writeAudit(tx, row, 'import', actorId, 0, now);
            counts.created += 1;
            continue;
          }
          const same =
            existing.league === game.league &&
            existing.home_team === game.homeTeam &&
            existing.away_team === game.awayTeam &&
            Date.parse(isoTimestamp(existing.starts_at)) === Date.parse(game.startsAt) &&
            (existing.venue ?? null) === (game.venue || null);
          if (same) {
            counts.unchanged += 1;
            continue;
          }
          if (existing.status === 'final' || existing.status === 'cancelled') {
            errors.push({
              index: game.index,
              external_id: game.externalId,
              message: `This game is ${existing.status}: it is not changed.`,
            });
            continue;
          }
          const picked = await rowsOf(tx, sql`SELECT 1 FROM statements WHERE game_id = ${existing.id} LIMIT 1`);
          if (picked.length && (existing.home_team !== game.homeTeam || existing.away_team !== game.awayTeam)) {
            errors.push({ index: game.index, external_id: game.externalId, message: 'This game has picks: its teams cannot change.' });
            continue;
          }
          const [row] = await rowsOf<GameRow>(
            tx,
            sql`UPDATE games SET league = ${game.league}, home_team = ${game.homeTeam}, away_team = ${game.awayTeam},
                  starts_at = ${game.startsAt}::timestamptz, venue = ${game.venue ?? null}, updated_at = ${now}::timestamptz
                WHERE id = ${existing.id} RETURNING ${GAME_COLUMNS}`,
          );
          await writeAudit(tx, row, 'import', actorId, 0, now);
          counts.updated += 1;
        }
      });
      return { ...counts, errors };
    },

    /** Every change of a game, oldest first; null when there is no such game. */
    async audit(id: number): Promise<GameAuditEntry[] | null> {
      if (!(await read(db, id))) return null;
      const rows = await rowsOf<
        Partial<AuthorRow> &
          GameRow & { changed_by: number | null; changed_at: string; action: AuditAction; graded: number | string; game_id: number }
      >(
        db,
        sql`SELECT a.id, a.changed_by, a.changed_at, a.action, a.status, a.starts_at, a.home_score, a.away_score, a.graded,
                   u.username, u.display_name, u.name, u.photo_url
            FROM game_audit a LEFT JOIN users u ON u.id = a.changed_by
            WHERE a.game_id = ${id} ORDER BY a.changed_at, a.id`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        action: row.action,
        changed_by: row.changed_by == null || !row.username ? null : userSummary({ ...(row as AuthorRow), user_id: row.changed_by }),
        changed_at: isoTimestamp(row.changed_at),
        status: row.status,
        starts_at: isoTimestamp(row.starts_at),
        home_score: row.home_score == null ? null : Number(row.home_score),
        away_score: row.away_score == null ? null : Number(row.away_score),
        graded: Number(row.graded),
      }));
    },
  };
}
