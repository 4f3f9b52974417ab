import { sql, type SQL } from 'drizzle-orm';
import {
  AUTHOR_MODERATION_KINDS,
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationDelivery,
  type NotificationItem,
  type NotificationKind,
} from '@receipts/contract';
import type { Db } from '../../../db';
import { isoTimestamp, userSummary } from '../../../schemas/common';
import { notificationMessage } from './notification-messages';
import { readRows, rowsOf, type Executor } from '../../../repositories/sql';
import { commentHiddenSql } from '../../moderation/data/visibility';

export interface NotificationRow {
  id: number | string;
  recipient_id: number | string;
  kind: NotificationKind;
  count: number;
  read: boolean;
  created_at: string;
  comment_id: number | string | null;
  data:
    | {
        outcome?: NotificationItem['outcome'];
        accuracy?: number | null;
        pundit?: string | null;
        source_status?: NotificationItem['source_status'];
        target_type?: 'statement' | 'comment';
        action?: NonNullable<NotificationItem['moderation']>['action'];
        reason?: string | null;
      }
    | string;
  statement_id: number | string;
  title: string;
  statement_type: NotificationItem['statement']['statement_type'];
  actor_id: number | null;
  username: string | null;
  display_name: string | null;
  name: string | null;
  photo_url: string | null;
}

const AUTHOR_KIND = sql.raw(`n.kind IN (${AUTHOR_MODERATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`);

/**
 * Which rows (`n`, with its statement `s`) a recipient sees: none about content moderators hid or removed (a hidden
 * statement, a hidden comment, or a reply under one), checked as they are read, so rows written before the hiding
 * go too; and none of a statement its owner deleted. The author's own moderation notices stay while their item is
 * hidden (a commenter's notice about their comment goes once the statement it is on is hidden too).
 */
const listedSql = sql`((s.deleted_at IS NULL AND (n.comment_id IS NULL OR ${AUTHOR_KIND}
                         OR NOT ${commentHiddenSql(sql`n.statement_id`, sql`n.comment_id`)}))
                       OR (${AUTHOR_KIND} AND s.moderation_state IS NOT NULL AND s.user_id = n.recipient_id))`;

/** A notification as an item needs it (with its recipient), its statement visible and its actor's summary. */
const VISIBLE_ROWS = sql`
    SELECT n.id, n.recipient_id, n.kind, n.count, n.read_at IS NOT NULL AS read, n.created_at, n.comment_id, n.data,
           s.id AS statement_id, s.title, s.statement_type,
           n.actor_id, u.username, u.display_name, u.name, u.photo_url
    FROM notifications n
    JOIN statements s ON s.id = n.statement_id AND ${listedSql}
    LEFT JOIN users u ON u.id = n.actor_id`;

/** The visible rows of these ids (just written, for anyone's streams), by recipient and id. */
export const rowsByIdSql = (ids: number[]): SQL => sql`
    ${VISIBLE_ROWS}
    WHERE n.id = ANY(${`{${ids.join(',')}}`}::bigint[])
    ORDER BY n.recipient_id, n.id`;

/**
 * A recipient's visible rows (a hidden statement hides them), newest activity first.
 *
 * The recipient is matched with `= ANY(ARRAY[…])` and the order is `(recipient_id, id)` on purpose: with a plain
 * `recipient_id = $1` PostgreSQL folds the constant out of the ORDER BY, and `ORDER BY id` alone lets it walk the
 * primary key backwards filtering on recipient_id, betting the recipient's rows are spread evenly over the ids. For a
 * fan whose items are older than everyone else's that bet reads the whole table (550 ms at 310,000 rows in the
 * notifications benchmark). Ordered by `(recipient_id, id)` only `notifications_recipient_idx` yields the order
 * without sorting, so every page is an index range read from `before` (or the end) for `limit` rows, whatever the table
 * holds.
 */
export function visibleRowsSql(recipientId: number, where: SQL, limit: number, order: 'desc' | 'asc' = 'desc'): SQL {
  const direction = sql.raw(order);
  return sql`
    ${VISIBLE_ROWS}
    WHERE n.recipient_id = ANY(ARRAY[${recipientId}::int]) AND ${where}
    ORDER BY n.recipient_id ${direction}, n.id ${direction} LIMIT ${limit}`;
}

export function toNotification(row: NotificationRow): NotificationItem {
  const data = typeof row.data === 'string' ? (JSON.parse(row.data) as Exclude<NotificationRow['data'], string>) : row.data;
  // A resolution is the site's (staff make it for everyone); a source's status is the community's or staff's verdict.
  // Moderation speaks as "moderators": which staff member acted is not the author's to know.
  const impersonal =
    row.kind === 'prediction_resolved' ||
    row.kind === 'followed_prediction_resolved' ||
    row.kind === 'receipt_source_checked' ||
    (AUTHOR_MODERATION_KINDS as readonly string[]).includes(row.kind);
  const actor =
    impersonal || row.actor_id === null || row.username === null
      ? null
      : userSummary({
          user_id: row.actor_id,
          username: row.username,
          display_name: row.display_name,
          name: row.name,
          photo_url: row.photo_url,
        });
  const statementId = Number(row.statement_id);
  const comment = row.comment_id === null ? null : Number(row.comment_id);
  const item = {
    id: Number(row.id),
    kind: row.kind,
    count: Number(row.count),
    read: row.read,
    created_at: isoTimestamp(row.created_at),
    actor,
    statement: { id: statementId, title: row.title, statement_type: row.statement_type },
    comment,
    outcome: data.outcome ?? null,
    accuracy: data.accuracy ?? null,
    pundit: data.pundit ?? null,
    source_status: data.source_status ?? null,
    ...(data.action && data.target_type
      ? { moderation: { target_type: data.target_type, action: data.action, reason: data.reason ?? null } }
      : {}),
    url: `/statements/${statementId}${comment === null ? '' : `#comment-${comment}`}`,
  };
  return { ...item, message: notificationMessage(item) };
}

/**
 * The unread rows (an index-only count of notifications_unread_idx) less those of hidden statements (the few
 * statements with `deleted_at`, found through statements_deleted_user_idx). Joining every unread row to its
 * statement instead read the whole statements table once a fan had a few thousand unread items (42 ms at 20,000
 * statements; it grows with the site, not with the fan). Less again the rows of a hidden comment (or a reply under
 * one) of a live statement: only rows of a thread with a moderated comment (comments_moderated_idx, a few rows) walk
 * their comment's parents.
 */
const unreadOfSql = (recipient: SQL): SQL => sql`
  ((SELECT count(*) FROM notifications WHERE recipient_id = ${recipient} AND read_at IS NULL)
   - (SELECT count(*) FROM notifications n JOIN statements s ON s.id = n.statement_id
      WHERE n.recipient_id = ${recipient} AND n.read_at IS NULL AND s.deleted_at IS NOT NULL
        AND NOT (${AUTHOR_KIND} AND s.moderation_state IS NOT NULL AND s.user_id = n.recipient_id))
   - (SELECT count(*) FROM notifications n
      WHERE n.recipient_id = ${recipient} AND n.read_at IS NULL AND n.comment_id IS NOT NULL AND NOT ${AUTHOR_KIND}
        AND ${commentHiddenSql(sql`n.statement_id`, sql`n.comment_id`)}
        AND EXISTS (SELECT 1 FROM statements s WHERE s.id = n.statement_id AND s.deleted_at IS NULL)))::int`;

export const unreadCountSql = (recipientId: number): SQL => sql`SELECT ${unreadOfSql(sql`${recipientId}`)} AS n`;

export async function unreadCount(db: Executor, recipientId: number): Promise<number> {
  const [row] = await readRows<{ n: number }>(db, unreadCountSql(recipientId));
  return Number(row?.n ?? 0);
}

/** Several recipients' unread counts in one statement (each as unreadCountSql counts one). */
export async function unreadCounts(db: Executor, recipientIds: number[]): Promise<Map<number, number>> {
  if (!recipientIds.length) return new Map();
  const rows = await rowsOf<{ id: number; n: number }>(
    db,
    sql`SELECT r.id, ${unreadOfSql(sql`r.id`)} AS n
        FROM unnest(${`{${recipientIds.join(',')}}`}::int[]) AS r(id)`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

/** Who has unread rows about a statement (whose counts change when it is hidden, restored or deleted). */
export async function unreadRecipientsOf(db: Executor, statementId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT DISTINCT recipient_id AS id FROM notifications WHERE statement_id = ${statementId} AND read_at IS NULL`,
  );
  return rows.map((row) => Number(row.id));
}

export function notificationsRepository(db: Db, now: () => Date) {
  return {
    async list(recipientId: number, before: number | undefined, perPage = NOTIFICATIONS_PAGE_SIZE) {
      const where = before === undefined ? sql`true` : sql`n.id < ${before}`;
      const rows = await readRows<NotificationRow>(db, visibleRowsSql(recipientId, where, perPage + 1));
      const page = rows.slice(0, perPage).map(toNotification);
      const more = rows.length > perPage;
      return { results: page, unread_count: await unreadCount(db, recipientId), next_before: more ? page[page.length - 1].id : null };
    },

    /** Rows after `afterId`, oldest first (the stream's catch-up and live sends). */
    async after(recipientId: number, afterId: number, limit = 100): Promise<NotificationItem[]> {
      const rows = await readRows<NotificationRow>(db, visibleRowsSql(recipientId, sql`n.id > ${afterId}`, limit, 'asc'));
      return rows.map(toNotification);
    },

    async markRead(recipientId: number, target: { ids?: number[]; all?: boolean }): Promise<number> {
      const which = target.all ? sql`true` : sql`id = ANY(${`{${(target.ids ?? []).join(',')}}`}::bigint[])`;
      await db.execute(
        sql`UPDATE notifications SET read_at = ${now().toISOString()}::timestamptz
            WHERE recipient_id = ${recipientId} AND read_at IS NULL AND ${which}`,
      );
      return unreadCount(db, recipientId);
    },

    async preferences(userId: number): Promise<Record<NotificationKind, NotificationDelivery>> {
      const rows = await rowsOf<{ kind: string; delivery: NotificationDelivery }>(
        db,
        sql`SELECT kind, delivery FROM notification_preferences WHERE user_id = ${userId}`,
      );
      const set = new Map(rows.map((row) => [row.kind, row.delivery]));
      return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, set.get(kind) ?? DEFAULT_NOTIFICATION_DELIVERY])) as Record<
        NotificationKind,
        NotificationDelivery
      >;
    },

    async setPreferences(userId: number, changes: Partial<Record<NotificationKind, NotificationDelivery>>) {
      for (const [kind, delivery] of Object.entries(changes)) {
        await db.execute(
          sql`INSERT INTO notification_preferences (user_id, kind, delivery) VALUES (${userId}, ${kind}, ${delivery})
              ON CONFLICT (user_id, kind) DO UPDATE SET delivery = EXCLUDED.delivery`,
        );
      }
      return this.preferences(userId);
    },

    /** The digest's one-click unsubscribe: every kind mailed is kept in the app only. */
    async stopEmails(userId: number): Promise<void> {
      await db.execute(
        sql`INSERT INTO notification_preferences (user_id, kind, delivery)
            SELECT ${userId}, kind, 'in_app' FROM unnest(${`{${NOTIFICATION_KINDS.join(',')}}`}::text[]) AS kind
            ON CONFLICT (user_id, kind) DO UPDATE SET delivery = 'in_app' WHERE notification_preferences.delivery = 'email_digest'`,
      );
    },
  };
}
