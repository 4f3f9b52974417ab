import { z } from 'zod';
import { contentModerationSchema } from './appeals';
import { normalizeLeague, playerById, teamById, TOPIC_IDS } from '../catalog';
import { OUTCOMES, PREDICTION_OUTCOMES, STATEMENT_SORTS, STATEMENT_TYPES, VOTE_STATUSES, type Outcome } from '../enums';
import {
  BODY_MAX,
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_TOPICS,
  OUTCOME_NOTES_MAX,
  PREDICTION_CHOICE_MAX,
  STATEMENT_SEARCH_MAX,
  TITLE_MAX,
} from '../limits';
import { bigId, MAX_BIG_ID, MAX_INT_ID, optionalQuery, queryBoolean, userSummarySchema, voteCountsSchema, voteType } from './common';
import { topicSchema } from './catalog';
import { attributionInput, attributionSchema, sourceCheckFields } from './pundits';
import { ENTITY_KINDS } from '../entity-kinds';
import { CURSOR_MAX, FEED_WINDOWS } from '../feed-order';
import { gameSummarySchema, pickInput, pickSchema } from './games';

export const statementType = z.enum(STATEMENT_TYPES);
export const outcomeSchema = z.enum(OUTCOMES);
export const predictionOutcome = z.enum(PREDICTION_OUTCOMES);
export const topicId = z.enum(TOPIC_IDS, { message: `Unknown topic. Use one of: ${TOPIC_IDS.join(', ')}.` });

export const pageNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a positive integer.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1.`).max(max, `${name} must be at most ${max}.`));

/** A league filter in any case ('nba' → 'NBA'); unknown leagues are refused. */
export const leagueFilter = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const id = normalizeLeague(value);
    if (!id) ctx.addIssue({ code: 'custom', message: 'Unknown league. Use one of: NBA, NFL, MLB, NHL.' });
    return id ?? z.NEVER;
  });

/** A team or player filter: a catalogue id in any case ('NFL-Bills' → 'nfl-bills'); unknown ids are refused. */
const catalogFilter = (what: 'team' | 'player', known: Map<string, unknown>) =>
  z
    .string()
    .max(100)
    .transform((value, ctx) => {
      const id = value.trim().toLowerCase();
      if (!known.has(id)) ctx.addIssue({ code: 'custom', message: `Unknown ${what}. Use a ${what} id of GET /api/content-api/catalog/.` });
      return known.has(id) ? id : z.NEVER;
    });

/** 'correct,incorrect,push' → ['correct','incorrect','push'] (deduplicated; every value must be an outcome). */
const outcomeList = z
  .string()
  .max(100)
  .transform((value, ctx) => {
    const parts = [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = parts.filter((part) => !(OUTCOMES as readonly string[]).includes(part));
    if (!parts.length || unknown.length) {
      const message = unknown.length ? `Unknown outcome: ${unknown.join(', ')}.` : 'Give at least one outcome.';
      ctx.addIssue({ code: 'custom', message: `${message} Use one or more of: ${OUTCOMES.join(', ')}.` });
      return z.NEVER;
    }
    return parts as Outcome[];
  });

/** A user id, or 'current' for the signed-in user. */
const userIdFilter = z
  .string()
  .regex(/^(current|\d{1,10})$/, "user_id must be a user id or 'current'.")
  .transform((value, ctx) => {
    if (value === 'current') return 'current' as const;
    const id = Number(value);
    if (id < 1 || id > MAX_INT_ID) ctx.addIssue({ code: 'custom', message: 'user_id is out of range.' });
    return id;
  });

/** 'commentator:some-slug': the receipts of one pundit; the route splits it. */
const saidByFilter = z
  .string()
  .max(220)
  .regex(new RegExp(`^(${ENTITY_KINDS.join('|')}):.+$`), 'said_by must be commentator:<slug>, podcast:<slug> or show:<slug>.');

/** Query of GET /api/content-api/statements/. */
export const statementListQuery = z.object({
  type: optionalQuery(statementType),
  league: optionalQuery(leagueFilter),
  team: optionalQuery(catalogFilter('team', teamById)).describe("Statements about one team (its catalogue id, e.g. 'nfl-bills')"),
  player: optionalQuery(catalogFilter('player', playerById)).describe(
    "Statements about one player (its catalogue id, e.g. 'nfl-josh-allen')",
  ),
  topic: optionalQuery(topicId),
  outcome: optionalQuery(outcomeList).describe('One outcome or a comma list, e.g. correct,incorrect,push'),
  sort_by: optionalQuery(z.enum(STATEMENT_SORTS)).describe(
    'created_at (newest first, the default), popular (highest score), or the feed orders hot, new (= created_at) and top',
  ),
  window: optionalQuery(z.enum(FEED_WINDOWS)).describe(
    'Only with sort_by=top: created in the last day, week (default), month, this season or all time',
  ),
  cursor: optionalQuery(z.string().max(CURSOR_MAX, 'cursor is not valid.')).describe(
    "Keyset paging: 'first', then the previous answer's next_cursor. With a cursor the answer is {results, next_cursor}",
  ),
  search: optionalQuery(z.string().max(STATEMENT_SEARCH_MAX)).describe('Case-insensitive text in the title or body'),
  is_hot_take: optionalQuery(queryBoolean),
  page: optionalQuery(pageNumber('page', MAX_PAGE)),
  per_page: optionalQuery(pageNumber('per_page', MAX_PER_PAGE)),
  user_id: optionalQuery(userIdFilter).describe("A user id, or 'current' for the signed-in user"),
  said_by: optionalQuery(saidByFilter).describe('Receipts of one pundit: commentator:<slug>, podcast:<slug> or show:<slug>'),
  following: optionalQuery(queryBoolean).describe(
    'Receipts of the commentators, podcasts and shows, and statements of the fans, the signed-in user follows',
  ),
  game_id: optionalQuery(
    z
      .string()
      .regex(/^\d{1,16}$/, 'game_id must be a positive integer.')
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_BIG_ID, 'game_id is out of range.')),
  ).describe('The picks on one game'),
});

/** A statement (prediction or opinion) as the API answers it. Prediction fields are null on opinions. */
export const statementSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  statement_type: statementType,
  is_hot_take: z.boolean(),
  created_at: z.string(),
  user: userSummarySchema,
  votes: voteCountsSchema,
  user_vote: voteType.nullable(),
  comment_count: z.number(),
  topics: z.array(topicSchema),
  league: z.string().nullable(),
  team_a: z.string().nullable(),
  player: z.string().nullable(),
  /** The catalogue's names of team_a and player, for the chips that filter the feed by them; null when not in it. */
  team_name: z.string().nullable(),
  player_name: z.string().nullable(),
  prediction_choice: z.string().nullable(),
  confidence_level: z.number().nullable(),
  event_date: z.string().nullable(),
  outcome: outcomeSchema.nullable(),
  resolved_at: z.string().nullable(),
  outcome_notes: z.string().nullable(),
  /**
   * Predictions: when it locks, the start of its event_date in the API's TRACK_RECORD_TIME_ZONE, or its
   * creation time when it has no event date; null on opinions. From then on it is final and may be resolved.
   */
  locked_at: z.string().nullable(),
  is_locked: z.boolean(),
  /** Present only on its author's view of a statement moderators hid ("Hidden by moderators: <reason>"). */
  moderation: contentModerationSchema.optional(),
  /** Who said it when it is a receipt of a commentator, podcast or show; null on a member's own take. */
  attribution: attributionSchema.nullable(),
  ...sourceCheckFields,
  /** A pick on a scheduled game: present only on predictions tied to one (it locks at the game's start). */
  game: gameSummarySchema.optional(),
  pick: pickSchema.optional(),
});

const optionalId = z.string().max(100).nullish();
const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const confidence = `Confidence is ${CONFIDENCE_MIN} to ${CONFIDENCE_MAX}.`;

/**
 * What the create form posts. Title, body and (for predictions) prediction_choice are checked by the handler
 * (missingStatementFields) so that a request missing several gets one message listing exactly the missing ones.
 */
export const createStatementBody = z.object({
  title: z.string().trim().max(TITLE_MAX, tooLong(TITLE_MAX)).nullish(),
  body: z.string().trim().max(BODY_MAX, tooLong(BODY_MAX)).nullish(),
  statement_type: statementType,
  is_hot_take: z.boolean().optional(),
  league: optionalId,
  team_a: optionalId,
  player: optionalId,
  topics: z.array(z.string().max(50)).max(MAX_TOPICS, `Choose at most ${MAX_TOPICS} topics.`).optional(),
  prediction_choice: z.string().trim().max(PREDICTION_CHOICE_MAX, tooLong(PREDICTION_CHOICE_MAX)).nullish(),
  confidence_level: z.number().int().min(CONFIDENCE_MIN, confidence).max(CONFIDENCE_MAX, confidence).nullish(),
  event_date: z.union([z.literal(''), z.iso.date('Use the format YYYY-MM-DD.')]).nullish(),
  /** Post it as a receipt of what a commentator, podcast or show said. */
  attribution: attributionInput.nullish(),
  /** A pick on a scheduled game of the league (GET /api/games/): graded from its final score. Both or neither. */
  game_id: bigId.nullish(),
  pick: pickInput.nullish(),
});

export const outcomeBody = z.object({
  outcome: predictionOutcome,
  outcome_notes: z.string().trim().max(OUTCOME_NOTES_MAX).nullish(),
});

export const voteToggleBody = z.object({ statement_id: bigId, vote_type: voteType });

export const voteToggleResponse = z.object({
  data: z.object({ status: z.enum(VOTE_STATUSES), vote: voteType.nullable() }),
  votes: voteCountsSchema,
});

/** The list's answer to a request with `cursor` (keyset paging); without one it is a plain array of numbered pages. */
export const statementPageSchema = z.object({
  results: z.array(statementSchema),
  /** Opaque; asks for the next page. Null after the last page. */
  next_cursor: z.string().nullable(),
});

export type Statement = z.output<typeof statementSchema>;
export type StatementPage = z.output<typeof statementPageSchema>;
export type CreateStatementRequest = z.input<typeof createStatementBody>;
export type CreateStatementBody = z.output<typeof createStatementBody>;
export type OutcomeUpdateRequest = z.input<typeof outcomeBody>;
export type VoteToggleRequest = z.input<typeof voteToggleBody>;
export type VoteToggleResponse = z.output<typeof voteToggleResponse>;
