import { sql, type SQL } from 'drizzle-orm';
import type { Outcome, OutcomeAuditEntry, Statement, StatementType } from '@receipts/contract';
import type { Db } from '../../../db';
import { dayIn } from '../../track-record/data/days';
import { confidenceOf } from '../../track-record/data/scoring';
import { isoTimestamp, userSummary, type AuthorRow } from '../../../schemas/common';
import {
  boardsChanged,
  holdRolled,
  resolutionDaySql,
  ROLL_SHARED_SQL,
  rollingWindows,
  userLockSql,
  type Contribution,
} from '../../track-record/data/score-aggregates';
import { refreshUserBoards, type DayMove } from '../../track-record/data/user-boards';
import { queueResolution } from '../../notifications/data/notification-writes';
import { rowsOf, type Executor } from '../../../repositories/sql';
import { lockedAtSql, statementsRepository, type TrackClock } from './statements';

interface LockedRow {
  user_id: number | string;
  statement_type: StatementType;
  outcome: Outcome;
  outcome_notes: string | null;
  league: string | null;
  confidence_level: number | null;
  day: string | null;
  is_locked: boolean;
  deleted: boolean;
  receipt: boolean;
}

const isScored = (outcome: Outcome) => outcome === 'correct' || outcome === 'incorrect';

/**
 * CTEs `locks` and `old`: the roll lock (shared), the owner's lock (USER_LOCK, serialising the owner's board
 * refreshes), then the statement's row lock, and what the rules and the aggregates need of the row. Always in
 * this order (one statement, one plan), so two changes never wait on each other crosswise.
 */
const lockedSql = (id: number, clock: TrackClock): SQL => sql`
  owner AS (SELECT user_id FROM statements WHERE id = ${id}),
  locks AS MATERIALIZED (SELECT ${ROLL_SHARED_SQL} IS NULL AS roll_lock, ${userLockSql(sql.raw('owner.user_id'))} IS NULL AS user_lock FROM owner),
  old AS MATERIALIZED (
    SELECT s.id, s.user_id, s.statement_type, s.outcome, s.outcome_notes, s.league, s.confidence_level, s.resolved_at,
           ${resolutionDaySql(clock.timeZone, sql.raw('s.resolved_at'))} AS day,
           coalesce(${lockedAtSql(clock.timeZone)} <= ${clock.now().toISOString()}::timestamptz, false) AS is_locked,
           s.deleted_at IS NOT NULL AS deleted, s.said_by_kind IS NOT NULL AS receipt
    FROM statements s, locks WHERE s.id = ${id} FOR UPDATE OF s)`;

const LOCKED_COLUMNS = sql.raw(
  'old.user_id, old.statement_type, old.outcome, old.outcome_notes, old.league, old.confidence_level, old.day, old.is_locked, old.deleted, old.receipt',
);

/** Takes the locks (see lockedSql) and reads the row. */
async function lockStatement(tx: Executor, id: number, clock: TrackClock): Promise<LockedRow | undefined> {
  const [row] = await rowsOf<LockedRow>(tx, sql`WITH ${lockedSql(id, clock)} SELECT ${LOCKED_COLUMNS} FROM old`);
  return row;
}

const contribution = (row: LockedRow, outcome: Outcome, day: string | null): Contribution | null =>
  // A receipt scores for its pundit (pundit-records.ts), not in its poster's aggregates.
  isScored(outcome) && day && !row.receipt
    ? {
        userId: Number(row.user_id),
        day,
        league: row.league ?? '',
        confidence: confidenceOf(row.confidence_level),
        hit: outcome === 'correct',
      }
    : null;

/**
 * Moves a user's aggregates from `before` to `after` (either may be null), in the caller's transaction, which
 * holds the locks of lockedSql. `rolledFor` is the day the windows were brought to before the transaction began;
 * only if the day turned since (a change at midnight) are they brought to the new day here. True when the boards
 * changed: the caller calls boardsChanged once the transaction has committed.
 */
async function rescore(
  tx: Executor,
  clock: TrackClock,
  rolledFor: string,
  userId: number,
  before: Contribution | null,
  after: Contribution | null,
): Promise<boolean> {
  if (!before && !after) return false;
  let today = rolledFor;
  const now = dayIn(clock.timeZone, clock.now());
  if (now !== today) {
    if ((await holdRolled(tx, clock.timeZone, now)) === 'rebuilt') return true;
    today = now;
  }
  const moves: DayMove[] = [];
  if (before) moves.push({ contribution: before, sign: -1 });
  if (after) moves.push({ contribution: after, sign: 1 });
  await refreshUserBoards(tx, clock.timeZone, userId, today, moves);
  return true;
}

/** Outcomes (staff) and deletion: the writes that move a track record, each in one transaction. */
export function outcomesRepository(db: Db, clock: TrackClock, resolved: () => void = () => undefined) {
  const statements = statementsRepository(db, clock);
  const rolling = rollingWindows(db, clock.timeZone);
  return {
    /**
     * Sets a prediction's outcome under its row lock, records old → new in outcome_audit and moves the owner's
     * aggregates (old contribution out, new one in). A prediction its owner deleted after lock can still be
     * resolved: it still counts.
     */
    async setOutcome(
      id: number,
      change: { outcome: Outcome; notes: string | null | undefined; changedBy: number },
    ): Promise<Statement | 'missing' | 'not_prediction' | 'not_locked'> {
      const rolledFor = await rolling.today(clock.now());
      let rescored = false;
      let queued = false;
      const result = await db.transaction(async (tx) => {
        // One statement: the locks, the rules' checks, the update and its audit row (only when the rules allow it).
        const now = sql`${clock.now().toISOString()}::timestamptz`;
        const outcome = sql`${change.outcome}::text`;
        const notes = change.notes === undefined ? sql`old.outcome_notes` : sql`${change.notes || null}::text`;
        const resolvedAt =
          change.outcome === 'pending'
            ? sql`NULL`
            : sql`CASE WHEN old.outcome = ${outcome} THEN COALESCE(old.resolved_at, ${now}) ELSE ${now} END`;
        const [current] = await rowsOf<LockedRow & { changed: boolean | null; new_day: string | null }>(
          tx,
          sql`
          WITH ${lockedSql(id, clock)},
          changed AS (
            UPDATE statements s SET outcome = ${outcome}, outcome_notes = ${notes}, resolved_at = ${resolvedAt}
            FROM old WHERE s.id = old.id AND old.statement_type = 'prediction' AND old.is_locked
            RETURNING true AS done, s.outcome_notes, ${resolutionDaySql(clock.timeZone, sql.raw('s.resolved_at'))} AS day),
          audit AS (
            INSERT INTO outcome_audit (statement_id, changed_by, old_outcome, new_outcome, notes, changed_at)
            SELECT old.id, ${change.changedBy}::int, old.outcome, ${outcome}, changed.outcome_notes, ${now} FROM old, changed)
          SELECT ${LOCKED_COLUMNS}, changed.done AS changed, changed.day AS new_day FROM old LEFT JOIN changed ON true`,
        );
        if (!current) return 'missing' as const;
        if (current.statement_type !== 'prediction') return 'not_prediction' as const;
        if (!current.is_locked || !current.changed) return 'not_locked' as const;
        // Its notifications are queued in this transaction; the fan-out job writes them (`resolved`).
        await queueResolution(tx, id, change.outcome, change.changedBy);
        queued = change.outcome !== 'pending';
        const before = contribution(current, current.outcome, current.day);
        const after = contribution(current, change.outcome, current.new_day);
        const same = before && after && before.day === after.day && before.hit === after.hit;
        if (!same) rescored = await rescore(tx, clock, rolledFor, Number(current.user_id), before, after);
        return (await statements.get(id, change.changedBy, tx, true)) as Statement;
      });
      if (rescored) await boardsChanged(db);
      if (queued) resolved();
      return result;
    },

    /**
     * Deletes a statement (its author or staff). A locked prediction is only hidden (deleted_at): its comments
     * and votes go, its record stays. Anything else is removed with everything that cascades, as it did
     * before predictions had a track record.
     */
    async remove(id: number): Promise<'hidden' | 'deleted' | 'missing'> {
      const rolledFor = await rolling.today(clock.now());
      let rescored = false;
      const result = await db.transaction(async (tx) => {
        const current = await lockStatement(tx, id, clock);
        if (!current || current.deleted) return 'missing' as const;
        if (current.statement_type === 'prediction' && current.is_locked) {
          await tx.execute(sql`UPDATE statements SET deleted_at = ${clock.now().toISOString()}::timestamptz WHERE id = ${id}`);
          await tx.execute(sql`DELETE FROM comments WHERE statement_id = ${id}`);
          await tx.execute(sql`DELETE FROM votes WHERE statement_id = ${id}`);
          return 'hidden' as const;
        }
        await tx.execute(sql`DELETE FROM statements WHERE id = ${id}`);
        // Only a prediction resolved under an earlier time zone setting can be scored and unlocked.
        rescored = await rescore(tx, clock, rolledFor, Number(current.user_id), contribution(current, current.outcome, current.day), null);
        return 'deleted' as const;
      });
      if (rescored) await boardsChanged(db);
      return result;
    },

    /** The audit trail of a statement's outcome, oldest first; null when the statement does not exist. */
    async history(id: number): Promise<OutcomeAuditEntry[] | null> {
      const exists = await rowsOf(db, sql`SELECT 1 FROM statements WHERE id = ${id}`);
      if (!exists.length) return null;
      const rows = await rowsOf<
        Partial<AuthorRow> & {
          id: string;
          changed_by: number | null;
          changed_at: string;
          old_outcome: Outcome;
          new_outcome: Outcome;
          notes: string | null;
        }
      >(
        db,
        sql`
        SELECT a.id, a.changed_by, a.changed_at, a.old_outcome, a.new_outcome, a.notes, u.username, u.display_name, u.name, u.photo_url
        FROM outcome_audit a LEFT JOIN users u ON u.id = a.changed_by
        WHERE a.statement_id = ${id} ORDER BY a.changed_at, a.id`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        changed_by: row.changed_by == null || !row.username ? null : userSummary({ ...(row as AuthorRow), user_id: row.changed_by }),
        changed_at: isoTimestamp(row.changed_at),
        from: row.old_outcome,
        to: row.new_outcome as OutcomeAuditEntry['to'],
        notes: row.notes,
      }));
    },
  };
}
