import { sql } from 'drizzle-orm';
import {
  APPEAL_ALREADY_SENT,
  type Appeal,
  type AppealDecision,
  type AppealQueueItem,
  type AppealStatus,
  type AppealTargetType,
  type ModerationState,
} from '@receipts/contract';
import type { Db } from '../../../db';
import { isoTimestamp, isoTimestampOrNull, userSummary, type AuthorRow } from '../../../schemas/common';
import { notifyModeration, type Written } from '../../notifications/data/notification-writes';
import { rowsOf, type Executor } from '../../../repositories/sql';
import { recordAction } from './audit';
import { closeReports, lockTarget, setModerationState } from './targets';

/** Open appeals shown at once, oldest first (the longest waiting). */
export const APPEAL_QUEUE_SIZE = 100;

/** Why an appeal or its answer is refused: the status and the message the member or staff read. */
export class AppealRefused extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

interface AppealRow {
  id: number | string;
  target_type: AppealTargetType;
  target_id: number | string;
  statement_id: number | string | null;
  message: string;
  status: AppealStatus;
  note: string | null;
  created_at: string;
  answered_at: string | null;
}

const APPEAL_COLUMNS = sql.raw(`a.id, a.target_type, a.target_id, a.message, a.status, a.note, a.created_at, a.answered_at,
  CASE a.target_type WHEN 'statement' THEN a.target_id ELSE (SELECT c.statement_id FROM comments c WHERE c.id = a.target_id) END AS statement_id`);

const toAppeal = (row: AppealRow): Appeal => ({
  id: Number(row.id),
  target_type: row.target_type,
  target_id: Number(row.target_id),
  statement_id: Number(row.statement_id ?? 0),
  message: row.message,
  status: row.status,
  note: row.note,
  created_at: isoTimestamp(row.created_at),
  answered_at: isoTimestampOrNull(row.answered_at),
});

async function appealById(db: Executor, id: number, lock = false): Promise<Appeal | null> {
  const [row] = await rowsOf<AppealRow>(
    db,
    sql`SELECT ${APPEAL_COLUMNS} FROM appeals a WHERE a.id = ${id}${lock ? sql` FOR UPDATE` : sql``}`,
  );
  return row ? toAppeal(row) : null;
}

/**
 * The author's one appeal of their hidden statement or comment. Anyone else's item, or one that does not exist, is a
 * 404 (a hidden item's existence is its author's business); a visible or removed item, or a second appeal, a 409.
 */
export async function createAppeal(
  db: Db,
  userId: number,
  body: { target_type: AppealTargetType; target_id: number; message: string },
): Promise<Appeal> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, body.target_type, body.target_id, false);
    if (!target || target.userId !== userId) throw new AppealRefused(404, `No ${body.target_type} of yours with that id.`);
    if (target.state === null) throw new AppealRefused(409, `This ${body.target_type} is not hidden: there is nothing to appeal.`);
    if (target.state === 'removed') throw new AppealRefused(409, 'Removed content is final and cannot be appealed.');
    const [row] = await rowsOf<{ id: number | string }>(
      tx,
      sql`INSERT INTO appeals (target_type, target_id, user_id, message) VALUES (${target.type}, ${target.id}, ${userId}, ${body.message})
          ON CONFLICT (target_type, target_id) DO NOTHING RETURNING id`,
    );
    if (!row) throw new AppealRefused(409, APPEAL_ALREADY_SENT);
    return (await appealById(tx, Number(row.id))) as Appeal;
  });
}

/** The author's appeal of an item, as their view of it shows it (null when they have not appealed). */
export async function appealSummaryOf(db: Executor, type: AppealTargetType, id: number) {
  const [row] = await rowsOf<{ status: AppealStatus; note: string | null }>(
    db,
    sql`SELECT status, note FROM appeals WHERE target_type = ${type} AND target_id = ${id}`,
  );
  return row ? { status: row.status, note: row.note } : null;
}

interface QueueRow extends AppealRow, AuthorRow {
  state: ModerationState | null;
  reason: string | null;
  title: string | null;
  text: string | null;
}

/** Open appeals, oldest first, each with what it is about, why moderators hid it, and its author. */
export async function appealQueue(db: Db): Promise<AppealQueueItem[]> {
  const rows = await rowsOf<QueueRow>(
    db,
    sql`SELECT ${APPEAL_COLUMNS}, coalesce(s.moderation_state, c.moderation_state) AS state,
               coalesce(s.moderation_reason, c.moderation_reason) AS reason,
               s.title, coalesce(s.body, c.text) AS text,
               u.id AS user_id, u.username, u.display_name, u.name, u.photo_url
        FROM appeals a
        JOIN users u ON u.id = a.user_id
        LEFT JOIN statements s ON a.target_type = 'statement' AND s.id = a.target_id
        LEFT JOIN comments c ON a.target_type = 'comment' AND c.id = a.target_id
        WHERE a.status = 'open' ORDER BY a.created_at, a.id LIMIT ${APPEAL_QUEUE_SIZE}`,
  );
  return rows.map((row) => ({
    ...toAppeal(row),
    state: row.state,
    reason: row.reason,
    preview: row.text === null ? null : { title: row.title, text: row.text },
    author: userSummary(row),
  }));
}

/**
 * Staff answer an open appeal, in one transaction: restore the item (its reports dismissed) or keep it hidden. Both
 * are audited and tell the author, with the staff's note.
 */
export async function answerAppeal(
  db: Db,
  staffId: number,
  appealId: number,
  answer: { decision: AppealDecision; note: string | null },
  now: Date,
): Promise<{ appeal: Appeal; written: Written[] }> {
  return db.transaction(async (tx) => {
    const appeal = await appealById(tx, appealId, true);
    if (!appeal) throw new AppealRefused(404, 'No appeal with that id.');
    if (appeal.status !== 'open') throw new AppealRefused(409, 'This appeal was already answered.');
    const target = await lockTarget(tx, appeal.target_type, appeal.target_id, false);
    const restore = answer.decision === 'restore';
    if (restore && !target) throw new AppealRefused(409, 'The appealed item no longer exists: uphold to close the appeal.');
    if (restore && target?.state === 'removed') throw new AppealRefused(409, 'Removed content cannot be restored.');
    if (restore && target?.state === 'hidden') {
      await setModerationState(tx, target, null, null);
      await closeReports(tx, target, 'dismissed');
    }
    const status: AppealStatus = restore ? 'restored' : 'upheld';
    await tx.execute(
      sql`UPDATE appeals SET status = ${status}, note = ${answer.note}, answered_by = ${staffId}, answered_at = ${now.toISOString()}::timestamptz
          WHERE id = ${appealId}`,
    );
    let written: Written[] = [];
    if (target && target.statementId !== null) {
      const reason = `Appeal ${restore ? 'accepted' : 'upheld'}${answer.note ? `: ${answer.note}` : ''}`;
      await recordAction(tx, {
        actorId: staffId,
        type: target.type,
        id: target.id,
        userId: target.userId,
        action: restore ? 'restore' : 'uphold',
        reason,
      });
      written = await notifyModeration(
        tx,
        {
          targetType: appeal.target_type,
          targetId: appeal.target_id,
          statementId: target.statementId,
          authorId: target.userId,
          actorId: staffId,
          action: restore ? 'restored' : 'kept_hidden',
          reason: answer.note,
        },
        now,
      );
    }
    return { appeal: (await appealById(tx, appealId)) as Appeal, written };
  });
}
