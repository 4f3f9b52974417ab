import { sql, type SQL } from 'drizzle-orm';
import type { ModerationAuditEntry, ReportTargetType } from '@receipts/contract';
import { isoTimestamp, userSummary } from '../../../schemas/common';
import { rowsOf, type Executor } from '../../../repositories/sql';

interface AuditRow {
  id: number | string;
  target_type: ReportTargetType;
  target_id: number | string;
  action: string;
  reason: string;
  duration: string | null;
  created_at: string;
  actor: { user_id: number; username: string; display_name: string | null; name: string; photo_url: string | null } | null;
  target_user: AuditRow['actor'];
}

const person = (alias: string) =>
  sql.raw(
    `(SELECT json_build_object('user_id', ${alias}.id, 'username', ${alias}.username, 'display_name', ${alias}.display_name,
       'name', ${alias}.name, 'photo_url', ${alias}.photo_url) FROM users ${alias} WHERE ${alias}.id = a.${alias === 'actor' ? 'actor_id' : 'target_user_id'})`,
  );

/** Audit entries matching `where` (on moderation_actions `a`), newest first. */
export async function auditEntries(db: Executor, where: SQL, limit: number): Promise<ModerationAuditEntry[]> {
  const rows = await rowsOf<AuditRow>(
    db,
    sql`SELECT a.id, a.target_type, a.target_id, a.action, a.reason, a.duration, a.created_at,
               ${person('actor')} AS actor, ${person('target_user')} AS target_user
        FROM moderation_actions a WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit}`,
  );
  return rows.map(toEntry);
}

export function toEntry(row: AuditRow): ModerationAuditEntry {
  return {
    id: Number(row.id),
    actor: row.actor ? userSummary(row.actor) : null,
    target_type: row.target_type,
    target_id: Number(row.target_id),
    target_user: row.target_user ? userSummary(row.target_user) : null,
    action: row.action,
    reason: row.reason,
    duration: row.duration,
    created_at: isoTimestamp(row.created_at),
  };
}

/** Writes one audit entry and answers it as the audit page shows it. */
export async function recordAction(
  tx: Executor,
  entry: {
    actorId: number | null;
    type: ReportTargetType;
    id: number;
    userId: number;
    action: string;
    reason: string;
    duration?: string | null;
  },
): Promise<ModerationAuditEntry> {
  const [row] = await rowsOf<{ id: number | string }>(
    tx,
    sql`INSERT INTO moderation_actions (actor_id, target_type, target_id, target_user_id, action, reason, duration)
        VALUES (${entry.actorId}, ${entry.type}, ${entry.id}, ${entry.userId}, ${entry.action}, ${entry.reason}, ${entry.duration ?? null})
        RETURNING id`,
  );
  const [saved] = await auditEntries(tx, sql`a.id = ${Number(row.id)}`, 1);
  return saved;
}
