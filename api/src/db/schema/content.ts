import { sql } from 'drizzle-orm';
import { bigserial, bigint, boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * Keyset/offset orders are served by plain ascending composite indexes: Postgres scans them backwards
 * for DESC. (A Drizzle .desc() index emits NULLS LAST, which Postgres cannot use for ORDER BY ... DESC.)
 */
export const statements = pgTable(
  'statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    statementType: text('statement_type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isHotTake: boolean('is_hot_take').notNull().default(false),
    league: text('league'),
    teamA: text('team_a'),
    player: text('player'),
    predictionChoice: text('prediction_choice'),
    confidenceLevel: smallint('confidence_level'),
    eventDate: date('event_date', { mode: 'string' }),
    outcome: text('outcome').notNull().default('not_applicable'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    outcomeNotes: text('outcome_notes'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    score: integer('score').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('statements_created_idx').on(t.createdAt, t.id),
    index('statements_type_created_idx').on(t.statementType, t.createdAt, t.id),
    index('statements_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('statements_league_outcome_created_idx').on(t.league, t.outcome, t.createdAt, t.id),
    index('statements_outcome_created_idx').on(t.outcome, t.createdAt, t.id),
    index('statements_score_idx').on(t.score, t.id),
    index('statements_hot_created_idx').on(t.isHotTake, t.createdAt, t.id),
  ],
);

export const statementTopics = pgTable(
  'statement_topics',
  {
    statementId: bigint('statement_id', { mode: 'number' }).notNull().references(() => statements.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.topicId] }), index('statement_topics_topic_idx').on(t.topicId, t.statementId)],
);

export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    statementId: bigint('statement_id', { mode: 'number' }).notNull().references(() => statements.id, { onDelete: 'cascade' }),
    voteType: text('vote_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('votes_user_statement_key').on(t.userId, t.statementId), index('votes_statement_idx').on(t.statementId)],
);

export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull().references(() => statements.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    text: text('text').notNull(),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_statement_created_idx').on(t.statementId, t.createdAt, t.id), index('comments_parent_idx').on(t.parentId)],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    commentId: bigint('comment_id', { mode: 'number' }).notNull().references(() => comments.id, { onDelete: 'cascade' }),
    voteType: text('vote_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('comment_votes_comment_idx').on(t.commentId)],
);

/** Every outcome change, kept for audit: who, when, old → new. */
export const outcomeAudit = pgTable(
  'outcome_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull().references(() => statements.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    oldOutcome: text('old_outcome').notNull(),
    newOutcome: text('new_outcome').notNull(),
    notes: text('notes'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('outcome_audit_statement_idx').on(t.statementId)],
);
