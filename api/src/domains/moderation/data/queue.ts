import { sql } from 'drizzle-orm';
import type { ModerationQueueItem, ModerationState, ReportReason, ReportTargetType } from '@receipts/contract';
import type { Db } from '../../../db';
import { isoTimestamp, isoTimestampOrNull, userSummary, type AuthorRow } from '../../../schemas/common';
import { rowsOf } from '../../../repositories/sql';
import { type StandingRule } from './standing';
import { auditEntries } from './audit';
import { countedReportSql } from './reports';

/** Targets shown at once, most reported first. */
export const QUEUE_SIZE = 100;
const HISTORY_SIZE = 10;

interface GroupRow {
  target_type: ReportTargetType;
  target_id: number | string;
  report_count: number | string;
  counted_report_count: number | string;
  reasons: ReportReason[];
  notes: string[] | null;
  first_at: string;
  last_at: string;
}

interface TargetRow extends AuthorRow {
  title: string | null;
  text: string;
  state: ModerationState | null;
  suspended_until: string | null;
  suspension_permanent: boolean;
}

const AUTHOR = sql.raw(`u.id AS user_id, u.username, u.display_name, u.name, u.photo_url, u.suspended_until, u.suspension_permanent`);

function targetSql(type: ReportTargetType, id: number) {
  if (type === 'statement')
    return sql`SELECT t.title, t.body AS text, t.moderation_state AS state, ${AUTHOR}
               FROM statements t JOIN users u ON u.id = t.user_id WHERE t.id = ${id}`;
  if (type === 'comment')
    return sql`SELECT NULL AS title, t.text, t.moderation_state AS state, ${AUTHOR}
               FROM comments t JOIN users u ON u.id = t.user_id WHERE t.id = ${id}`;
  return sql`SELECT coalesce(u.display_name, u.name) AS title, u.bio AS text, NULL AS state, ${AUTHOR} FROM users u WHERE u.id = ${id}`;
}

function countReasons(reasons: ReportReason[]) {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/**
 * Open reports grouped per target (most counted reports first, then most reporters), each with how many count
 * (countedReportSql), its content, author and the author's history.
 */
export async function moderationQueue(db: Db, standing: StandingRule, now: Date): Promise<ModerationQueueItem[]> {
  const groups = await rowsOf<GroupRow>(
    db,
    sql`SELECT r.target_type, r.target_id, count(*) AS report_count,
               count(*) FILTER (WHERE ${countedReportSql(standing, now)}) AS counted_report_count,
               array_agg(r.reason) AS reasons,
               array_agg(r.note ORDER BY r.updated_at DESC) FILTER (WHERE r.note IS NOT NULL) AS notes,
               min(r.created_at) AS first_at, max(r.updated_at) AS last_at
        FROM reports r JOIN users u ON u.id = r.reporter_id WHERE r.status = 'open' GROUP BY r.target_type, r.target_id
        ORDER BY 4 DESC, 3 DESC, max(r.updated_at) DESC LIMIT ${QUEUE_SIZE}`,
  );
  return Promise.all(
    groups.map(async (group) => {
      const id = Number(group.target_id);
      const [target] = await rowsOf<TargetRow>(db, targetSql(group.target_type, id));
      const suspended = target?.suspension_permanent ? 'permanent' : isoTimestampOrNull(target?.suspended_until);
      return {
        target_type: group.target_type,
        target_id: id,
        report_count: Number(group.report_count),
        counted_report_count: Number(group.counted_report_count),
        reasons: countReasons(group.reasons),
        notes: group.notes ?? [],
        first_reported_at: isoTimestamp(group.first_at),
        last_reported_at: isoTimestamp(group.last_at),
        state: target?.state ?? null,
        preview: target ? { title: target.title, text: target.text } : null,
        author: target ? userSummary(target) : null,
        author_suspended_until: suspended && suspended !== 'permanent' && Date.parse(suspended) < Date.now() ? null : suspended,
        author_history: target ? await auditEntries(db, sql`a.target_user_id = ${Number(target.user_id)}`, HISTORY_SIZE) : [],
      } satisfies ModerationQueueItem;
    }),
  );
}

/** A statement moderators hid, as its author may still see it: the reason, or null for anyone else. */
export async function hiddenReasonFor(db: Db, statementId: number, viewerId: number): Promise<string | null> {
  const [row] = await rowsOf<{ reason: string | null }>(
    db,
    sql`SELECT moderation_reason AS reason FROM statements
        WHERE id = ${statementId} AND user_id = ${viewerId} AND moderation_state = 'hidden'`,
  );
  return row ? (row.reason ?? '') : null;
}
