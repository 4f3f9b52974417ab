import { sql } from 'drizzle-orm';
import type { Outcome, OutcomeAuditEntry, Statement, StatementType } from '@receipts/shared/contract';
import type { Db } from '../db';
import { dayIn } from '../track-record/days';
import { confidenceOf } from '../track-record/scoring';
import { isoTimestamp, userSummary, type AuthorRow } from '../schemas/common';
import { holdRolled, moveScoreDay, refreshBoards, resolutionDaySql, type Contribution } from './score-aggregates';
import { rowsOf, type Executor } from './sql';
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
}

const isScored = (outcome: Outcome) => outcome === 'correct' || outcome === 'incorrect';

/** Takes the statement's row lock and reads what the rules and the aggregates need. */
async function lockStatement(tx: Executor, id: number, clock: TrackClock): Promise<LockedRow | undefined> {
  const [row] = await rowsOf<LockedRow>(tx, sql`
    SELECT s.user_id, s.statement_type, s.outcome, s.outcome_notes, s.league, s.confidence_level,
           ${resolutionDaySql(clock.timeZone, sql.raw('s.resolved_at'))} AS day,
           coalesce(${lockedAtSql(clock.timeZone)} <= ${clock.now().toISOString()}::timestamptz, false) AS is_locked,
           s.deleted_at IS NOT NULL AS deleted
    FROM statements s WHERE s.id = ${id} FOR UPDATE`);
  return row;
}

const contribution = (row: LockedRow, outcome: Outcome, day: string | null): Contribution | null =>
  isScored(outcome) && day
    ? { userId: Number(row.user_id), day, league: row.league ?? '', confidence: confidenceOf(row.confidence_level), hit: outcome === 'correct' }
    : null;

/** Moves a user's aggregates from `before` to `after` (either may be null), in the caller's transaction. */
async function rescore(tx: Executor, clock: TrackClock, userId: number, before: Contribution | null, after: Contribution | null) {
  if (!before && !after) return;
  const today = dayIn(clock.timeZone, clock.now());
  if ((await holdRolled(tx, clock.timeZone, today)) === 'rebuilt') return;
  if (before) await moveScoreDay(tx, before, -1);
  if (after) await moveScoreDay(tx, after, 1);
  await refreshBoards(tx, clock.timeZone, [userId], today);
}

/** Outcomes (staff) and deletion: the writes that move a track record, each in one transaction. */
export function outcomesRepository(db: Db, clock: TrackClock) {
  const statements = statementsRepository(db, clock);
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
      return db.transaction(async (tx) => {
        const current = await lockStatement(tx, id, clock);
        if (!current) return 'missing' as const;
        if (current.statement_type !== 'prediction') return 'not_prediction' as const;
        if (!current.is_locked) return 'not_locked' as const;
        const notes = change.notes === undefined ? current.outcome_notes : change.notes || null;
        const now = sql`${clock.now().toISOString()}::timestamptz`;
        const resolvedAt =
          change.outcome === 'pending' ? sql`NULL` : change.outcome === current.outcome ? sql`COALESCE(resolved_at, ${now})` : now;
        const [updated] = await rowsOf<{ day: string | null }>(tx, sql`
          UPDATE statements SET outcome = ${change.outcome}, outcome_notes = ${notes}, resolved_at = ${resolvedAt}
          WHERE id = ${id} RETURNING ${resolutionDaySql(clock.timeZone)} AS day`);
        await tx.execute(sql`
          INSERT INTO outcome_audit (statement_id, changed_by, old_outcome, new_outcome, notes, changed_at)
          VALUES (${id}, ${change.changedBy}, ${current.outcome}, ${change.outcome}, ${notes}, ${now})`);
        const before = contribution(current, current.outcome, current.day);
        const after = contribution(current, change.outcome, updated.day);
        const same = before && after && before.day === after.day && before.hit === after.hit;
        if (!same) await rescore(tx, clock, Number(current.user_id), before, after);
        return (await statements.get(id, change.changedBy, tx, true)) as Statement;
      });
    },

    /**
     * Deletes a statement (its author or staff). A locked prediction is only hidden (deleted_at): its comments
     * and votes go, its record stays. Anything else is removed with everything that cascades, as before issue 10.
     */
    async remove(id: number): Promise<'hidden' | 'deleted' | 'missing'> {
      return db.transaction(async (tx) => {
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
        await rescore(tx, clock, Number(current.user_id), contribution(current, current.outcome, current.day), null);
        return 'deleted' as const;
      });
    },

    /** The audit trail of a statement's outcome, oldest first; null when the statement does not exist. */
    async history(id: number): Promise<OutcomeAuditEntry[] | null> {
      const exists = await rowsOf(db, sql`SELECT 1 FROM statements WHERE id = ${id}`);
      if (!exists.length) return null;
      const rows = await rowsOf<Partial<AuthorRow> & { id: string; changed_by: number | null; changed_at: string; old_outcome: Outcome; new_outcome: Outcome; notes: string | null }>(db, sql`
        SELECT a.id, a.changed_by, a.changed_at, a.old_outcome, a.new_outcome, a.notes, u.username, u.display_name, u.name, u.photo_url
        FROM outcome_audit a LEFT JOIN users u ON u.id = a.changed_by
        WHERE a.statement_id = ${id} ORDER BY a.changed_at, a.id`);
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
