import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Scheduled games (catalogue league and team ids). Predictions tied to one (statements.game_id) lock at its
 * starts_at and are graded from its score when staff enter the final result.
 */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The schedule feed's id: imports are idempotent by it. Null for games staff added by hand. */
    externalId: text('external_id'),
    league: text('league').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue'),
    /** scheduled, live, final, postponed or cancelled (shared/contract/src/games.ts). */
    status: text('status').notNull().default('scheduled'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_external_id_key').on(t.externalId),
    index('games_league_starts_idx').on(t.league, t.startsAt, t.id),
    index('games_starts_idx').on(t.startsAt, t.id),
    index('games_home_starts_idx').on(t.homeTeam, t.startsAt),
    index('games_away_starts_idx').on(t.awayTeam, t.startsAt),
  ],
);

/** Every change staff made to a game (create, import, update, result): who, when, and the game as it then stood. */
export const gameAudit = pgTable(
  'game_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    status: text('status').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** How many picks on the game this change graded (changed outcome). */
    graded: integer('graded').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('game_audit_game_idx').on(t.gameId, t.changedAt)],
);

/**
 * A grading's follow-up, queued in its transaction for the board-refresh job: the picks it changed with their new
 * outcomes, and the resolution days it moved (the changed picks' old days and its own). Right after the commit the
 * job recomputes the owners' score_days of those days and their boards, then queues the picks' notifications and
 * drops the row, so the grading itself writes nothing per owner.
 */
export const gameGradings = pgTable('game_gradings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** The changed picks (statements.id) and their new outcomes, position by position. */
  statementIds: bigint('statement_ids', { mode: 'number' }).array().notNull(),
  outcomes: text('outcomes').array().notNull(),
  days: date('days', { mode: 'string' }).array().notNull(),
  /** When the job moved the owners' score_days and queued their boards; the notifications follow once the boards are done. */
  movedAt: timestamp('moved_at', { withTimezone: true }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
