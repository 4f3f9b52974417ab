import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** What members ask the team to build; staff move each through its statuses. */
export const featureRequests = pgTable(
  'feature_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** under_review | planned | in_progress | shipped | declined (the contract's FEATURE_REQUEST_STATUSES). */
    status: text('status').notNull().default('under_review'),
    voteCount: integer('vote_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_requests_votes_idx').on(t.voteCount, t.id), index('feature_requests_user_idx').on(t.userId, t.createdAt)],
);

/** One vote per member per request. */
export const featureRequestVotes = pgTable(
  'feature_request_votes',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => featureRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] }), index('feature_request_votes_user_idx').on(t.userId)],
);
