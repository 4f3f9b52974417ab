import { sql } from 'drizzle-orm';
import type { CreateReportRequest, ReportResponse } from '@receipts/shared/contract';
import type { Db } from '../../db';
import { rowsOf } from '../sql';
import { recordAction } from './audit';
import { lockTarget, setModerationState, tellAuthor } from './targets';
import type { Written } from '../notification-writes';

export type ReportResult =
  | { kind: 'missing' }
  | { kind: 'own' }
  | { kind: 'saved'; report: ReportResponse; autoHidden: boolean; written: Written[]; statementId: number | null };

/** What the automatic guard writes as the reason (the author reads it). */
export const autoHideReason = (count: number) => `Reported by ${count} members; hidden until a moderator reviews it.`;

/**
 * A member's report: one per member and target (a second one updates the first and reopens it). With the target
 * locked, the open reports of distinct members are counted; at `autoHideAt` (0: never) a statement or comment is
 * hidden pending review, recorded in the audit as the automatic guard's action.
 */
export async function fileReport(
  db: Db,
  reporterId: number,
  body: CreateReportRequest,
  autoHideAt: number,
  now: Date = new Date(),
): Promise<ReportResult> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, body.target_type, body.target_id, true);
    if (!target) return { kind: 'missing' } as const;
    if (target.userId === reporterId) return { kind: 'own' } as const;
    const note = body.note?.trim() || null;
    const [row] = await rowsOf<{ id: number | string; updated: boolean }>(
      tx,
      sql`INSERT INTO reports (reporter_id, target_type, target_id, reason, note)
          VALUES (${reporterId}, ${target.type}, ${target.id}, ${body.reason}, ${note})
          ON CONFLICT (reporter_id, target_type, target_id)
          DO UPDATE SET reason = EXCLUDED.reason, note = EXCLUDED.note, status = 'open', updated_at = now()
          RETURNING id, (xmax::text <> '0') AS updated`,
    );
    let autoHidden = false;
    let written: Written[] = [];
    if (autoHideAt > 0 && target.type !== 'user') {
      const [{ n }] = await rowsOf<{ n: number | string }>(
        tx,
        sql`SELECT count(*) AS n FROM reports WHERE target_type = ${target.type} AND target_id = ${target.id} AND status = 'open'`,
      );
      if (Number(n) >= autoHideAt) {
        const reason = autoHideReason(Number(n));
        await setModerationState(tx, target, 'hidden', reason);
        await recordAction(tx, { actorId: null, type: target.type, id: target.id, userId: target.userId, action: 'hide', reason });
        written = await tellAuthor(tx, target, null, 'hidden', reason, now);
        autoHidden = true;
      }
    }
    return {
      kind: 'saved',
      autoHidden,
      written,
      statementId: target.statementId,
      report: {
        id: Number(row.id),
        target_type: target.type,
        target_id: target.id,
        reason: body.reason,
        note,
        updated: Boolean(row.updated),
      },
    } as const;
  });
}
