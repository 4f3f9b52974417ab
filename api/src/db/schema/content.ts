import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { games } from './games';

const live = sql`deleted_at IS NULL`;

/** PostgreSQL's full-text document type (search); read only by SQL, never mapped to JS. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * Keyset/offset orders are served by plain ascending composite indexes: Postgres scans them backwards
 * for DESC. (A Drizzle .desc() index emits NULLS LAST, which Postgres cannot use for ORDER BY ... DESC.)
 */
export const statements = pgTable(
  'statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    /** Set when its owner deleted a locked prediction: hidden everywhere, still in the owner's record. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Moderation: 'hidden' (restorable, its author sees the reason) or 'removed'. Either also sets
     * deleted_at, so every listing, index and trigger that keeps to live rows leaves it out.
     */
    moderationState: text('moderation_state'),
    moderationReason: text('moderation_reason'),
    /** Search: title (weight A) and body (weight B), English stemming; kept by PostgreSQL itself. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "body"), 'B')`,
    ),
    /**
     * Trending: the hot score of shared/contract/src/trending.ts while the statement is younger than the
     * longest window, NULL after; kept by votes, comments and the decay job (api/src/domains/search/data/trending.ts).
     */
    hotRank: doublePrecision('hot_rank').default(sql`(log(3::float8) / power(2::float8, 1.8))`),
    /*
     * Receipts for pundits: who said it (a directory entity: kind and id), where and when, and the community's
     * source check. All null on a member's own statement; source_status is null exactly when said_by_kind is.
     */
    saidByKind: text('said_by_kind'),
    saidById: integer('said_by_id'),
    sourceUrl: text('source_url'),
    saidAt: date('said_at', { mode: 'string' }),
    quote: text('quote'),
    sourceStatus: text('source_status'),
    sourceConfirms: integer('source_confirms').notNull().default(0),
    sourceDisputes: integer('source_disputes').notNull().default(0),
    /** Checks by accounts without standing (domains/moderation/data/standing.ts): kept for staff, they move nothing. */
    sourceUncountedConfirms: integer('source_uncounted_confirms').notNull().default(0),
    sourceUncountedDisputes: integer('source_uncounted_disputes').notNull().default(0),
    /** Staff who settled the source status by hand; community checks no longer move it then. */
    sourceSettledBy: integer('source_settled_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A pick on a scheduled game: it locks at the game's starts_at and is graded from its score. pick_kind is
     * winner, spread or total; pick_side home/away (winner, spread) or over/under (total); pick_line the spread from
     * the picked side's view or the total's points (null for winner).
     */
    gameId: bigint('game_id', { mode: 'number' }).references(() => games.id, { onDelete: 'restrict' }),
    pickKind: text('pick_kind'),
    pickSide: text('pick_side'),
    pickLine: doublePrecision('pick_line'),
  },
  (t) => [
    // The feed's indexes cover live rows only, so feed pages stay index-only scans.
    index('statements_created_idx').on(t.createdAt, t.id).where(live),
    index('statements_type_created_idx').on(t.statementType, t.createdAt, t.id).where(live),
    index('statements_user_created_idx').on(t.userId, t.createdAt, t.id).where(live),
    index('statements_league_outcome_created_idx').on(t.league, t.outcome, t.createdAt, t.id).where(live),
    index('statements_outcome_created_idx').on(t.outcome, t.createdAt, t.id).where(live),
    // The feed filtered by a team or a player (the chips on a statement), newest first.
    index('statements_team_created_idx')
      .on(t.teamA, t.createdAt, t.id)
      .where(sql`deleted_at IS NULL AND team_a IS NOT NULL`),
    index('statements_player_created_idx')
      .on(t.player, t.createdAt, t.id)
      .where(sql`deleted_at IS NULL AND player IS NOT NULL`),
    index('statements_score_idx').on(t.score, t.id).where(live),
    index('statements_hot_created_idx').on(t.isHotTake, t.createdAt, t.id).where(live),
    // A user's scored predictions in resolution order (streaks, track-record refresh), deleted or not. The columns
    // after id only cover what the boards' refresh reads (league, confidence, outcome, whose receipt), so a game's
    // grading rebuilds thousands of owners' boards with an index-only scan instead of a heap read per prediction.
    index('statements_scored_user_idx')
      .on(t.userId, t.resolvedAt, t.id, t.league, t.confidenceLevel, t.outcome, t.saidByKind)
      .where(sql`outcome IN ('correct', 'incorrect')`),
    index('statements_deleted_user_idx')
      .on(t.userId, t.deletedAt)
      .where(sql`deleted_at IS NOT NULL`),
    // fastupdate off (migration 0008): no pending list for every search to read.
    index('statements_search_idx').using('gin', t.searchVector).where(live).with({ fastupdate: 'off' }),
    // Trending pages: only the window's statements have a hot score, so these stay small.
    index('statements_hot_idx')
      .on(t.hotRank, t.id, t.createdAt)
      .where(sql`deleted_at IS NULL AND hot_rank IS NOT NULL`),
    index('statements_type_hot_idx')
      .on(t.statementType, t.hotRank, t.id, t.createdAt)
      .where(sql`deleted_at IS NULL AND hot_rank IS NOT NULL`),
    // The feed's Hot order: the hot score, unscored (older) statements after it as -1, newest first. Keyset
    // pages (`cursor=`) start at a position in it (migration statement_keyset_indexes); Predictions/Opinions have theirs.
    index('statements_hot_keyset_idx')
      .on(sql`coalesce(hot_rank, -1)`, t.id)
      .where(live),
    index('statements_type_hot_keyset_idx')
      .on(t.statementType, sql`coalesce(hot_rank, -1)`, t.id)
      .where(live),
    // Insights: pending predictions by how contested they are, and by event date.
    index('statements_contested_idx')
      .on(sql`least(upvotes, downvotes)`, sql`(upvotes + downvotes)`, t.id)
      .where(sql`deleted_at IS NULL AND outcome = 'pending' AND statement_type = 'prediction'`),
    // A pundit's receipts, newest first (their page), and the scored ones by resolution (record, leaderboards).
    index('statements_said_by_idx')
      .on(t.saidByKind, t.saidById, t.createdAt, t.id)
      .where(sql`said_by_kind IS NOT NULL AND deleted_at IS NULL`),
    // Every column the record and board queries read is in it, so they are index-only scans.
    index('statements_receipts_scored_idx')
      .on(t.saidByKind, t.saidById, t.resolvedAt, t.id, t.outcome, t.league)
      .where(
        sql`said_by_kind IS NOT NULL AND source_status = 'confirmed' AND statement_type = 'prediction' AND outcome IN ('correct', 'incorrect', 'push')`,
      ),
    // The picks on a game (grading, the game page and its split).
    index('statements_game_idx')
      .on(t.gameId, t.pickKind, t.pickSide)
      .where(sql`game_id IS NOT NULL`),
    index('statements_upcoming_idx')
      .on(t.eventDate, t.league, t.id)
      .where(sql`deleted_at IS NULL AND outcome = 'pending' AND statement_type = 'prediction'`),
  ],
);

export const statementTopics = pgTable(
  'statement_topics',
  {
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.topicId] }), index('statement_topics_topic_idx').on(t.topicId, t.statementId)],
);

export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    voteType: text('vote_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('votes_user_statement_key').on(t.userId, t.statementId), index('votes_statement_idx').on(t.statementId)],
);

export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    text: text('text').notNull(),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moderation: 'hidden' or 'removed' leave the comment (and its replies) out of its thread. */
    moderationState: text('moderation_state'),
    moderationReason: text('moderation_reason'),
  },
  (t) => [
    index('comments_statement_created_idx').on(t.statementId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId),
    // The few moderated comments per statement: whether a thread has any, before walking a comment's ancestors.
    index('comments_moderated_idx')
      .on(t.statementId)
      .where(sql`moderation_state IS NOT NULL`),
    // Standing counts a member's own comments.
    index('comments_user_idx').on(t.userId),
  ],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    voteType: text('vote_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('comment_votes_comment_idx').on(t.commentId)],
);

/** Every outcome change, kept for audit: who, when, old → new. */
export const outcomeAudit = pgTable(
  'outcome_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    oldOutcome: text('old_outcome').notNull(),
    newOutcome: text('new_outcome').notNull(),
    notes: text('notes'),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('outcome_audit_statement_idx').on(t.statementId)],
);

/*
 * Track record aggregates, written in the transaction that changes an outcome. Brier scores are kept
 * in units of 1/400 (p is a multiple of 1/20, so (p − o)² is exact in those units and sums never drift).
 */

/** Per user × resolution day (in TRACK_RECORD_TIME_ZONE) × league ('' for none) × confidence: record reads sum these. */
export const scoreDays = pgTable(
  'score_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    league: text('league').notNull(),
    confidence: smallint('confidence').notNull(),
    n: integer('n').notNull(),
    hits: integer('hits').notNull(),
    brier: integer('brier').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.league, t.confidence] }), index('score_days_day_idx').on(t.day)],
);

/**
 * Per period ('all', 'season:2026', '30d', '7d') × league ('*' for all) × user: the leaderboards, ranked by skill.
 * Vacuumed after 500 changed rows (migration 0002: storage parameters, which the schema here does not express), so
 * rank counts stay index-only scans.
 */
export const scoreBoards = pgTable(
  'score_boards',
  {
    period: text('period').notNull(),
    league: text('league').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    hits: integer('hits').notNull(),
    brier: integer('brier').notNull(),
    /** 100 × Σ(0.25 − Brier) / max(20, n), with Σ(0.25 − Brier) = (100·n − brier units) / 400. */
    skill: doublePrecision('skill')
      .notNull()
      .generatedAlwaysAs(sql`(100 * n - brier)::float8 / (4 * greatest(20, n))`),
    currentStreak: integer('current_streak').notNull(),
    bestStreak: integer('best_streak').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.league, t.userId] }),
    index('score_boards_rank_idx').on(t.period, t.league, t.skill.desc(), t.n.desc(), t.userId),
    index('score_boards_user_idx').on(t.userId, t.period),
  ],
);

/** The generation of score_boards (migration 0006): every change takes nextval(), readers compare (rank-index.ts). */
export const scoreBoardsGen = pgSequence('score_boards_gen');

/**
 * Members whose score_boards a game's grading left to recompute: queued by the board-refresh job as it recounts their
 * score_days (game_gradings), then recomputed by it a batch at a time.
 */
export const scoreBoardRefreshes = pgTable('score_board_refreshes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The day the rolling windows (7d, 30d) of score_boards were last computed for. */
export const scoreState = pgTable('score_state', {
  key: text('key').primaryKey(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
});

/**
 * A pundit's all-time board: its counted receipts (statements_receipts_scored_idx's rows) tallied, and
 * the correct calls since its latest miss. Kept exact by the trigger statements_pundit_boards (migration 0017) in
 * the transaction of every write to a receipt; a row exists only while the pundit has a counted receipt.
 */
export const punditBoards = pgTable(
  'pundit_boards',
  {
    punditKind: text('pundit_kind').notNull(),
    punditId: integer('pundit_id').notNull(),
    correct: integer('correct').notNull(),
    incorrect: integer('incorrect').notNull(),
    push: integer('push').notNull(),
    currentStreak: integer('current_streak').notNull(),
  },
  (t) => [primaryKey({ columns: [t.punditKind, t.punditId] })],
);

/** One member's check of a receipt's source: confirm or dispute, one per member, toggled like votes. */
export const sourceChecks = pgTable(
  'source_checks',
  {
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verdict: text('verdict').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.userId] })],
);

/** Every source status change by staff: who, when, old → new. */
export const sourceStatusAudit = pgTable(
  'source_status_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    oldStatus: text('old_status').notNull(),
    newStatus: text('new_status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('source_status_audit_statement_idx').on(t.statementId)],
);
