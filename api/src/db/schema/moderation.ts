import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Reports: one per reporter and target; a second report by the same member updates the first. */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'open' until staff act on the target ('actioned') or dismiss its reports ('dismissed'). */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetType, t.targetId),
    index('reports_status_target_idx').on(t.status, t.targetType, t.targetId),
  ],
);

/** Every moderation action, by staff or by the automatic guards (actor NULL): who, when, what, why. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The member the target belongs to (the author, or the account itself). */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    duration: text('duration'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt, t.id),
    index('moderation_actions_target_user_idx').on(t.targetUserId, t.createdAt),
    // When staff last reviewed a target (domains/moderation/data/reports.ts).
    index('moderation_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

/**
 * Appeals: the author of a hidden statement or comment asks moderators to look again, once per item (the unique
 * key answers a second one 409). Open until staff uphold the hiding or restore the item, with an optional note.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** 'open', 'upheld' or 'restored'. */
    status: text('status').notNull().default('open'),
    note: text('note'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('appeals_target_key').on(t.targetType, t.targetId),
    index('appeals_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'open'`),
  ],
);
