import { sql } from 'drizzle-orm';
import type { ModerationState, ReportTargetType } from '@receipts/contract';
import { rowsOf, type Executor } from '../../../repositories/sql';
import { notifyModeration, type Written } from '../../notifications/data/notification-writes';

/** A reported or moderated thing, locked for the transaction (reports and actions on one target take turns). */
export interface LockedTarget {
  type: ReportTargetType;
  id: number;
  /** The member it belongs to: the author, or the account itself. */
  userId: number;
  state: ModerationState | null;
  isStaff: boolean;
  suspended: boolean;
  /** The statement it is, or is a comment of (whose thread and listings change); null for a profile. */
  statementId: number | null;
}

interface Row {
  statement_id: number | string | null;
  user_id: number | string;
  state: ModerationState | null;
  is_staff: boolean;
  suspended: boolean;
}

const SUSPENDED = sql`(u.suspension_permanent OR coalesce(u.suspended_until > now(), false))`;

/**
 * The target with a row lock, or null when it does not exist, its owner deleted it, or (for a comment) its statement
 * is gone. Moderated targets are found (staff restore them); `visibleOnly` leaves them out (what members may report).
 */
export async function lockTarget(tx: Executor, type: ReportTargetType, id: number, visibleOnly: boolean): Promise<LockedTarget | null> {
  const visible = visibleOnly ? sql` AND t.moderation_state IS NULL` : sql``;
  const query =
    type === 'statement'
      ? sql`SELECT t.id AS statement_id, t.user_id, t.moderation_state AS state, u.is_staff, ${SUSPENDED} AS suspended
            FROM statements t JOIN users u ON u.id = t.user_id
            WHERE t.id = ${id} AND (t.deleted_at IS NULL OR t.moderation_state IS NOT NULL)${visible} FOR UPDATE OF t`
      : type === 'comment'
        ? sql`SELECT t.statement_id, t.user_id, t.moderation_state AS state, u.is_staff, ${SUSPENDED} AS suspended
              FROM comments t JOIN users u ON u.id = t.user_id JOIN statements s ON s.id = t.statement_id
              WHERE t.id = ${id} AND s.deleted_at IS NULL${visible} FOR UPDATE OF t`
        : sql`SELECT NULL::bigint AS statement_id, u.id AS user_id, NULL::text AS state, u.is_staff, ${SUSPENDED} AS suspended
              FROM users u WHERE u.id = ${id} FOR UPDATE OF u`;
  const [row] = await rowsOf<Row>(tx, query);
  if (!row) return null;
  return {
    type,
    id,
    userId: Number(row.user_id),
    state: row.state,
    isStaff: row.is_staff,
    suspended: row.suspended,
    statementId: row.statement_id === null ? null : Number(row.statement_id),
  };
}

/** Sets (or, with null, clears) a statement's or comment's moderation state. A moderated statement is not live (deleted_at). */
export async function setModerationState(tx: Executor, target: LockedTarget, state: ModerationState | null, reason: string | null) {
  if (target.type === 'statement') {
    const deletedAt = state === null ? sql`NULL` : sql`coalesce(deleted_at, now())`;
    await tx.execute(
      sql`UPDATE statements SET moderation_state = ${state}, moderation_reason = ${reason}, deleted_at = ${deletedAt} WHERE id = ${target.id}`,
    );
  } else if (target.type === 'comment') {
    await tx.execute(sql`UPDATE comments SET moderation_state = ${state}, moderation_reason = ${reason} WHERE id = ${target.id}`);
  }
}

/** Closes the target's open reports ('actioned' or 'dismissed'); how many were open. */
export async function closeReports(tx: Executor, target: { type: ReportTargetType; id: number }, status: 'actioned' | 'dismissed') {
  const rows = await rowsOf(
    tx,
    sql`UPDATE reports SET status = ${status}, updated_at = now()
        WHERE target_type = ${target.type} AND target_id = ${target.id} AND status = 'open' RETURNING id`,
  );
  return rows.length;
}

/** In the moderation's transaction: the author of a statement or comment hears it was hidden or removed, and why. */
export async function tellAuthor(
  tx: Executor,
  target: LockedTarget,
  actorId: number | null,
  state: ModerationState,
  reason: string,
  at: Date,
): Promise<Written[]> {
  if (target.type === 'user' || target.statementId === null) return [];
  return notifyModeration(
    tx,
    {
      targetType: target.type,
      targetId: target.id,
      statementId: target.statementId,
      authorId: target.userId,
      actorId,
      action: state,
      reason,
    },
    at,
  );
}
