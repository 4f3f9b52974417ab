import { sql, type SQL } from 'drizzle-orm';
import type { CreateReportRequest, ReportResponse } from '@receipts/contract';
import type { Db } from '../../../db';
import { rowsOf, type Executor } from '../../../repositories/sql';
import { hasStanding, type StandingRule } from './standing';
import { recordAction } from './audit';
import { lockTarget, setModerationState, tellAuthor } from './targets';
import type { Written } from '../../notifications/data/notification-writes';

export type ReportResult =
  | { kind: 'missing' }
  | { kind: 'own' }
  | { kind: 'saved'; report: ReportResponse; autoHidden: boolean; written: Written[]; statementId: number | null };

/** What the automatic guard writes as the reason (the author reads it). */
export const autoHideReason = (count: number) => `Reported by ${count} members; hidden until a moderator reviews it.`;

/** When reports hide a statement or comment pending review (config.moderation and config.standing). */
export interface AutoHidePolicy {
  /** Counted reports that hide it (0: never). */
  autoHideAt: number;
  /** Counted reports that hide it again after staff restored it or dismissed its reports (0: only staff). */
  afterReviewAt: number;
  standing: StandingRule;
  now: Date;
}

/** When staff last kept the target visible (restored it or dismissed its reports), or null. */
export function lastReviewSql(type: SQL, id: SQL): SQL {
  return sql`(SELECT max(a.created_at) FROM moderation_actions a WHERE a.target_type = ${type} AND a.target_id = ${id}
              AND a.actor_id IS NOT NULL AND a.action IN ('restore', 'dismiss'))`;
}

/**
 * Whether the report `r` (joined with its reporter `u`) counts: open, by an account with standing, and made after
 * staff last reviewed the target (a report made before that never counts again, even when it is re-sent).
 */
export function countedReportSql(standing: StandingRule, now: Date): SQL {
  return sql`(r.status = 'open' AND ${hasStanding(standing, now)}
              AND r.created_at > coalesce(${lastReviewSql(sql`r.target_type`, sql`r.target_id`)}, '-infinity'::timestamptz))`;
}

/** The counted reports on a target and whether staff reviewed it before. */
async function countedReports(tx: Executor, target: { type: string; id: number }, policy: AutoHidePolicy) {
  const [row] = await rowsOf<{ n: number | string; reviewed: boolean }>(
    tx,
    sql`SELECT (SELECT count(*) FROM reports r JOIN users u ON u.id = r.reporter_id
                WHERE r.target_type = ${target.type} AND r.target_id = ${target.id} AND ${countedReportSql(policy.standing, policy.now)}) AS n,
               ${lastReviewSql(sql`${target.type}`, sql`${target.id}`)} IS NOT NULL AS reviewed`,
  );
  return { counted: Number(row.n), reviewed: Boolean(row.reviewed) };
}

/**
 * A member's report: one per member and target (a second one updates the first and reopens it). With the target
 * locked, the counted reports (countedReportSql) are counted: at `autoHideAt`, or `afterReviewAt` once staff kept
 * it visible, a statement or comment is hidden pending review, recorded in the audit as the automatic guard's action.
 * Every report is kept for staff, counted or not.
 */
export async function fileReport(db: Db, reporterId: number, body: CreateReportRequest, policy: AutoHidePolicy): Promise<ReportResult> {
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
    if (policy.autoHideAt > 0 && target.type !== 'user') {
      const { counted, reviewed } = await countedReports(tx, target, policy);
      const threshold = reviewed ? policy.afterReviewAt : policy.autoHideAt;
      if (threshold > 0 && counted >= threshold) {
        const reason = autoHideReason(counted);
        await setModerationState(tx, target, 'hidden', reason);
        await recordAction(tx, { actorId: null, type: target.type, id: target.id, userId: target.userId, action: 'hide', reason });
        written = await tellAuthor(tx, target, null, 'hidden', reason, policy.now);
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
