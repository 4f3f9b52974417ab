import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { comments, statements } from './content';

/**
 * Notifications: one row per recipient. Repeats of one cause group into one unread row (`group_key`,
 * `count`); a grouped repeat takes a new id, so ids order rows by their latest activity (the list's keyset and the
 * stream's Last-Event-ID). A deleted statement or comment takes its rows with it; a hidden statement hides them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Who caused the latest event of the group (null when the system did, or the account is gone). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    /** The latest comment of the group (replies, comments), which the item links to. */
    commentId: bigint('comment_id', { mode: 'number' }).references(() => comments.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    count: integer('count').notNull().default(1),
    /** Kind-specific facts: a resolution's outcome and the owner's new accuracy. */
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the daily digest mailed it (each item is mailed once). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.id),
    // One unread row per recipient and cause: repeats are counted into it (ON CONFLICT … WHERE read_at IS NULL).
    uniqueIndex('notifications_unread_group_key')
      .on(t.recipientId, t.groupKey)
      .where(sql`read_at IS NULL`),
    // The unread count reads only this index (its statement, to leave out hidden ones): no heap visit per row.
    index('notifications_unread_idx')
      .on(t.recipientId, t.statementId)
      .where(sql`read_at IS NULL`),
    index('notifications_statement_idx').on(t.statementId),
    index('notifications_comment_idx').on(t.commentId),
    index('notifications_digest_idx')
      .on(t.recipientId)
      .where(sql`read_at IS NULL AND emailed_at IS NULL`),
  ],
);

/** Per user and kind: 'in_app', 'email_digest' (in the app and in the daily e-mail) or 'off'; no row is the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delivery: text('delivery').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Fan-outs still to write (a resolved prediction's voters and commenters, a new receipt's followers): inserted in the cause's transaction, so
 * a process that dies after the commit loses nothing; the fan-out job writes the rows and sets `done_at`.
 */
export const notificationFanouts = pgTable(
  'notification_fanouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'resolution' (a prediction resolved: its voters and commenters) or 'receipt' (a new receipt: its pundit's followers). */
    kind: text('kind').notNull().default('resolution'),
    /** A resolution's outcome; null for a receipt. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_fanouts_pending_idx')
      .on(t.id)
      .where(sql`done_at IS NULL`),
  ],
);
