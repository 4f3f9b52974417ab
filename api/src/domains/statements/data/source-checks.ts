import { sql } from 'drizzle-orm';
import { sourceStatusOf, type SourceCheckResponse, type SourceStatus, type SourceVerdict } from '@receipts/contract';
import type { Db } from '../../../db';
import { notifySourceStatus, type Written } from '../../notifications/data/notification-writes';
import { rowsOf } from '../../../repositories/sql';
import { hasStanding, type StandingRule } from '../../moderation/data/standing';

interface LockedReceipt {
  user_id: number | string;
  said_by_kind: string | null;
  source_status: SourceStatus | null;
  source_settled_by: number | string | null;
}

const lockReceiptSql = (id: number) => sql`
  SELECT user_id, said_by_kind, source_status, source_settled_by
  FROM statements WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`;

/** A check that was taken, with the poster's notification it wrote (when it moved the status to confirmed or disputed). */
export type SourceCheckResult = { response: SourceCheckResponse; written: Written[] } | 'missing' | 'not_receipt' | 'own';

interface CheckCounts {
  confirms: number | string;
  disputes: number | string;
  uncounted_confirms: number | string;
  uncounted_disputes: number | string;
  mine_counts: boolean | null;
}

/**
 * A receipt's checks split by standing as of `now` (domains/moderation/data/standing.ts): only the counted ones move its
 * status; the others are kept for staff. Recounted on every check, so an account that gained or lost standing
 * since counts as it does now.
 */
const countChecksSql = (statementId: number, userId: number, standing: StandingRule, now: Date) => sql`
  SELECT count(*) FILTER (WHERE counted AND verdict = 'confirm') AS confirms,
         count(*) FILTER (WHERE counted AND verdict = 'dispute') AS disputes,
         count(*) FILTER (WHERE NOT counted AND verdict = 'confirm') AS uncounted_confirms,
         count(*) FILTER (WHERE NOT counted AND verdict = 'dispute') AS uncounted_disputes,
         bool_or(counted) FILTER (WHERE user_id = ${userId}) AS mine_counts
  FROM (SELECT c.verdict, c.user_id, ${hasStanding(standing, now)} AS counted
        FROM source_checks c JOIN users u ON u.id = c.user_id WHERE c.statement_id = ${statementId}) checks`;

/** How a check is weighed: the lead that settles a status, and whose checks count. */
export interface SourceCheckPolicy {
  threshold: number;
  standing: StandingRule;
  now: Date;
}

/**
 * A member's confirm or dispute of a receipt's source, toggled like a vote (same verdict again withdraws
 * it, the other one switches it). Race-free the same way as votes (votes.ts): the statement's row lock first, so
 * every check of one receipt is serialised, and the counters and the status move in the transaction that writes
 * the check row. The status follows the counted checks (`threshold` lead) unless staff settled it.
 */
export async function toggleSourceCheck(
  db: Db,
  statementId: number,
  userId: number,
  verdict: SourceVerdict,
  policy: SourceCheckPolicy,
): Promise<SourceCheckResult> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<LockedReceipt>(tx, lockReceiptSql(statementId));
    if (!row) return 'missing' as const;
    if (!row.said_by_kind) return 'not_receipt' as const;
    if (Number(row.user_id) === userId) return 'own' as const;
    const [existing] = await rowsOf<{ verdict: SourceVerdict }>(
      tx,
      sql`SELECT verdict FROM source_checks WHERE statement_id = ${statementId} AND user_id = ${userId}`,
    );
    const previous = existing?.verdict ?? null;
    let now: SourceVerdict | null;
    if (previous === null) {
      await tx.execute(sql`INSERT INTO source_checks (statement_id, user_id, verdict) VALUES (${statementId}, ${userId}, ${verdict})`);
      now = verdict;
    } else if (previous === verdict) {
      await tx.execute(sql`DELETE FROM source_checks WHERE statement_id = ${statementId} AND user_id = ${userId}`);
      now = null;
    } else {
      await tx.execute(sql`UPDATE source_checks SET verdict = ${verdict} WHERE statement_id = ${statementId} AND user_id = ${userId}`);
      now = verdict;
    }
    const [counts] = await rowsOf<CheckCounts>(tx, countChecksSql(statementId, userId, policy.standing, policy.now));
    const [confirms, disputes] = [Number(counts.confirms), Number(counts.disputes)];
    const [uncountedConfirms, uncountedDisputes] = [Number(counts.uncounted_confirms), Number(counts.uncounted_disputes)];
    const settled = row.source_settled_by !== null && row.source_status !== null;
    const status = settled ? (row.source_status as SourceStatus) : sourceStatusOf(confirms, disputes, policy.threshold);
    await tx.execute(
      sql`UPDATE statements SET source_confirms = ${confirms}, source_disputes = ${disputes},
          source_uncounted_confirms = ${uncountedConfirms}, source_uncounted_disputes = ${uncountedDisputes},
          source_status = ${status} WHERE id = ${statementId}`,
    );
    // The poster hears of the status their receipt moved to, in this same transaction.
    const written = await notifySourceStatus(tx, { statementId, from: row.source_status, to: status, actorId: userId }, policy.now);
    const response: SourceCheckResponse = {
      verdict: now,
      counted: now === null ? null : Boolean(counts.mine_counts),
      source_status: status,
      source_confirms: confirms,
      source_disputes: disputes,
      source_uncounted_confirms: uncountedConfirms,
      source_uncounted_disputes: uncountedDisputes,
    };
    return { response, written };
  });
}

/**
 * Staff settle a receipt's source either way (or back to unconfirmed), audited old → new. From then on the
 * community's checks still count but no longer move the status. Works on a receipt hidden after lock too: it still
 * counts in its pundit's record.
 */
export async function settleSourceStatus(
  db: Db,
  statementId: number,
  status: SourceStatus,
  staffId: number,
  at: Date,
): Promise<'missing' | 'not_receipt' | { written: Written[] }> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<LockedReceipt>(
      tx,
      sql`SELECT user_id, said_by_kind, source_status, source_settled_by FROM statements WHERE id = ${statementId} FOR UPDATE`,
    );
    if (!row) return 'missing' as const;
    if (!row.said_by_kind) return 'not_receipt' as const;
    await tx.execute(sql`UPDATE statements SET source_status = ${status}, source_settled_by = ${staffId} WHERE id = ${statementId}`);
    await tx.execute(sql`
      INSERT INTO source_status_audit (statement_id, changed_by, old_status, new_status)
      VALUES (${statementId}, ${staffId}, ${row.source_status ?? 'unconfirmed'}, ${status})`);
    return { written: await notifySourceStatus(tx, { statementId, from: row.source_status, to: status, actorId: staffId }, at) };
  });
}
