import { sql, type SQL } from 'drizzle-orm';
import type { Outcome, SourceStatus } from '@receipts/contract';
import { rowsOf, type Executor } from '../../../repositories/sql';

/** A notification written: whose, and its id (the stream sends the recipient's rows after their last sent id). */
export interface Written {
  recipientId: number;
  id: number;
}

/**
 * Inserts `targets` (a SELECT of recipient_id, kind, actor_id, statement_id, comment_id, group_key, data) as
 * notifications: nobody is told of their own action, nothing is written for a kind its recipient turned off, and a
 * repeat of an unread group is counted into its row, which takes a new id (so it is the newest again).
 */
function upsertSql(targets: SQL, at: Date): SQL {
  return sql`
    WITH targets AS (${targets})
    INSERT INTO notifications (recipient_id, kind, actor_id, statement_id, comment_id, group_key, data, created_at)
    SELECT t.recipient_id, t.kind, t.actor_id, t.statement_id, t.comment_id, t.group_key, t.data, ${at.toISOString()}::timestamptz
    FROM targets t
    WHERE t.recipient_id IS DISTINCT FROM t.actor_id
      AND NOT EXISTS (SELECT 1 FROM notification_preferences p
                      WHERE p.user_id = t.recipient_id AND p.kind = t.kind AND p.delivery = 'off')
    ON CONFLICT (recipient_id, group_key) WHERE read_at IS NULL DO UPDATE SET
      id = nextval('notifications_id_seq'),
      count = CASE WHEN notifications.kind IN ('comment_reply', 'statement_comment') THEN notifications.count + 1 ELSE 1 END,
      kind = EXCLUDED.kind, actor_id = EXCLUDED.actor_id, comment_id = EXCLUDED.comment_id, data = EXCLUDED.data,
      created_at = EXCLUDED.created_at, emailed_at = NULL
    RETURNING recipient_id, id`;
}

const written = (rows: { recipient_id: number | string; id: number | string }[]): Written[] =>
  rows.map((row) => ({ recipientId: Number(row.recipient_id), id: Number(row.id) }));

/**
 * In the comment's own transaction: the parent comment's author hears of a reply, the statement's author of a
 * comment (unless the reply already told them, being both).
 */
export async function notifyComment(
  tx: Executor,
  comment: { id: number; statementId: number; parentId: number | null; authorId: number },
  at: Date,
): Promise<Written[]> {
  const targets = sql`
    SELECT p.user_id AS recipient_id, 'comment_reply'::text AS kind, ${comment.authorId}::int AS actor_id,
           ${comment.statementId}::bigint AS statement_id, ${comment.id}::bigint AS comment_id,
           'reply:' || p.id AS group_key, '{}'::jsonb AS data
    FROM comments p WHERE p.id = ${comment.parentId}
    UNION ALL
    SELECT s.user_id, 'statement_comment', ${comment.authorId}::int, s.id, ${comment.id}::bigint, 'comment:' || s.id, '{}'::jsonb
    FROM statements s
    WHERE s.id = ${comment.statementId}
      AND s.user_id IS DISTINCT FROM (SELECT user_id FROM comments WHERE id = ${comment.parentId})`;
  return written(await rowsOf(tx, upsertSql(targets, at)));
}

/**
 * In the status change's own transaction: a receipt's source moved from `from` to confirmed or disputed (a lead of
 * community checks, or staff settling it). Its poster hears of it once; a status going back to unconfirmed, or not
 * moving, tells nobody; staff settling their own receipt is their own action (the upsert leaves it out). A flip
 * while the item is unread updates it (one group per receipt).
 */
export async function notifySourceStatus(
  tx: Executor,
  change: { statementId: number; from: SourceStatus | null; to: SourceStatus; actorId: number },
  at: Date,
): Promise<Written[]> {
  if (change.to === 'unconfirmed' || change.to === (change.from ?? 'unconfirmed')) return [];
  const targets = sql`
    SELECT s.user_id AS recipient_id, 'receipt_source_checked'::text AS kind, ${change.actorId}::int AS actor_id,
           s.id AS statement_id, NULL::bigint AS comment_id, 'source:' || s.id AS group_key,
           jsonb_build_object('source_status', ${change.to}::text) AS data
    FROM statements s WHERE s.id = ${change.statementId}`;
  return written(await rowsOf(tx, upsertSql(targets, at)));
}

/** In the outcome's transaction: a resolution to tell its owner, voters and commenters about (the fan-out job writes it). */
export async function queueResolution(tx: Executor, statementId: number, outcome: Outcome, actorId: number): Promise<void> {
  if (outcome === 'pending') return;
  await tx.execute(sql`INSERT INTO notification_fanouts (statement_id, actor_id, outcome) VALUES (${statementId}, ${actorId}, ${outcome})`);
}

/**
 * In a new receipt's transaction: its pundit's followers hear of it through the fan-out job, so a popular pundit's
 * followers do not slow the post.
 */
export async function queueReceipt(tx: Executor, statementId: number, posterId: number): Promise<void> {
  await tx.execute(sql`INSERT INTO notification_fanouts (statement_id, actor_id, kind) VALUES (${statementId}, ${posterId}, 'receipt')`);
}

interface Fanout {
  id: number | string;
  statement_id: number | string;
  actor_id: number | null;
  kind: 'resolution' | 'receipt';
  outcome: Outcome | null;
}

/** The followers of the pundit a receipt is attributed to (the poster is left out by the upsert: their own action). */
const receiptTargets = (statementId: number, actor: SQL): SQL => sql`
  SELECT f.user_id AS recipient_id, 'followed_pundit_receipt'::text AS kind, ${actor} AS actor_id, s.id AS statement_id,
         NULL::bigint AS comment_id, 'receipt:' || s.id AS group_key,
         jsonb_build_object('pundit', coalesce(c.name, p.name, sh.name)) AS data
  FROM statements s
  JOIN follows f ON f.followable_type = s.said_by_kind AND f.object_id = s.said_by_id
  LEFT JOIN commentators c ON s.said_by_kind = 'commentator' AND c.id = s.said_by_id
  LEFT JOIN podcasts p ON s.said_by_kind = 'podcast' AND p.id = s.said_by_id
  LEFT JOIN shows sh ON s.said_by_kind = 'show' AND sh.id = s.said_by_id
  WHERE s.id = ${statementId} AND s.deleted_at IS NULL`;

/**
 * Writes one pending fan-out (claimed with SKIP LOCKED, so instances share the work and never write one twice): a
 * resolution's or a new receipt's rows. Null when none is pending.
 */
export async function runOneFanout(tx: Executor, at: Date): Promise<Written[] | null> {
  const [fanout] = await rowsOf<Fanout>(
    tx,
    sql`SELECT id, statement_id, actor_id, kind, outcome FROM notification_fanouts WHERE done_at IS NULL
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  if (!fanout) return null;
  const statementId = Number(fanout.statement_id);
  const actor = fanout.actor_id === null ? sql`NULL::int` : sql`${fanout.actor_id}::int`;
  const targets = fanout.kind === 'receipt' ? receiptTargets(statementId, actor) : resolutionTargets(statementId, actor, fanout.outcome);
  const rows = written(await rowsOf(tx, upsertSql(targets, at)));
  await tx.execute(sql`UPDATE notification_fanouts SET done_at = ${at.toISOString()}::timestamptz WHERE id = ${fanout.id}`);
  return rows;
}

/**
 * The owner's row with the outcome and their new all-time accuracy, and one row per other voter or commenter; none
 * while moderators hide the statement (staff may still resolve it: nobody is told about hidden content).
 */
function resolutionTargets(statementId: number, actor: SQL, outcome: Outcome | null): SQL {
  return sql`
    SELECT s.user_id AS recipient_id, 'prediction_resolved'::text AS kind, ${actor} AS actor_id, s.id AS statement_id,
           NULL::bigint AS comment_id, 'resolved:' || s.id AS group_key,
           jsonb_build_object('outcome', ${outcome}::text, 'accuracy',
             (SELECT b.hits::float8 / nullif(b.n, 0) FROM score_boards b
              WHERE b.period = 'all' AND b.league = '*' AND b.user_id = s.user_id)) AS data
    FROM statements s WHERE s.id = ${statementId} AND s.moderation_state IS NULL
    UNION ALL
    SELECT f.user_id, 'followed_prediction_resolved', ${actor}, ${statementId}::bigint, NULL::bigint,
           'resolved:' || ${statementId}::bigint, jsonb_build_object('outcome', ${outcome}::text)
    FROM (SELECT user_id FROM votes WHERE statement_id = ${statementId}
          UNION SELECT user_id FROM comments WHERE statement_id = ${statementId}) f
    WHERE f.user_id <> (SELECT user_id FROM statements WHERE id = ${statementId})
      AND NOT EXISTS (SELECT 1 FROM statements m WHERE m.id = ${statementId} AND m.moderation_state IS NOT NULL)`;
}

/** What the author of moderated content hears: what happened to which item, and why. */
export interface ModerationNotice {
  targetType: 'statement' | 'comment';
  targetId: number;
  statementId: number;
  authorId: number;
  actorId: number | null;
  action: 'hidden' | 'removed' | 'restored' | 'kept_hidden';
  reason: string | null;
}

/**
 * In the moderation's own transaction: the author hears that staff (or the report guard) hid or removed their post
 * or comment, or how staff answered their appeal. Always one fresh item per item moderated (its group is the item).
 */
export async function notifyModeration(tx: Executor, notice: ModerationNotice, at: Date): Promise<Written[]> {
  const appeal = notice.action === 'restored' || notice.action === 'kept_hidden';
  const kind = appeal ? 'appeal_answered' : 'content_moderated';
  const comment = notice.targetType === 'comment' ? sql`${notice.targetId}::bigint` : sql`NULL::bigint`;
  const actor = notice.actorId === null ? sql`NULL::int` : sql`${notice.actorId}::int`;
  const targets = sql`
    SELECT ${notice.authorId}::int AS recipient_id, ${kind}::text AS kind, ${actor} AS actor_id,
           ${notice.statementId}::bigint AS statement_id, ${comment} AS comment_id,
           ${`${kind}:${notice.targetType}:${notice.targetId}`}::text AS group_key,
           jsonb_build_object('target_type', ${notice.targetType}::text, 'action', ${notice.action}::text,
                              'reason', ${notice.reason}::text) AS data`;
  return written(await rowsOf(tx, upsertSql(targets, at)));
}
