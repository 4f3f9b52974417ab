import { z } from 'zod';
import type { Catalog, Outcome, Statement, VoteToggleResponse } from '@receipts/shared/contract';
import { OUTCOMES } from '@receipts/shared/contract';
import { TOPIC_IDS, normalizeLeague } from '../catalog';
import { bigId, MAX_INT_ID, optionalQuery, queryBoolean, userSummarySchema, voteCountsSchema, voteType } from './common';

export const statementType = z.enum(['prediction', 'opinion']);
export const outcomeSchema = z.enum(OUTCOMES as unknown as ['pending', 'correct', 'incorrect', 'push', 'not_applicable']);
/** What staff may set on a prediction. */
export const predictionOutcome = z.enum(['pending', 'correct', 'incorrect', 'push']);
export const topicId = z.enum(TOPIC_IDS as [string, ...string[]], { message: `Unknown topic. Use one of: ${TOPIC_IDS.join(', ')}.` });

export const MAX_PAGE = 10_000;
export const MAX_PER_PAGE = 50;
export const DEFAULT_PER_PAGE = 10;

const pageNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a positive integer.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1.`).max(max, `${name} must be at most ${max}.`));

const leagueFilter = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const id = normalizeLeague(value);
    if (!id) ctx.addIssue({ code: 'custom', message: 'Unknown league. Use one of: NBA, NFL, MLB, NHL.' });
    return id ?? z.NEVER;
  });

/** 'correct,incorrect,push' → ['correct','incorrect','push'] (deduplicated; every value must be an outcome). */
const outcomeList = z
  .string()
  .max(100)
  .transform((value, ctx) => {
    const parts = [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))];
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

export const statementListQuery = z.object({
  type: optionalQuery(statementType),
  league: optionalQuery(leagueFilter),
  topic: optionalQuery(topicId),
  outcome: optionalQuery(outcomeList).describe('One outcome or a comma list, e.g. correct,incorrect,push'),
  sort_by: optionalQuery(z.enum(['created_at', 'popular'])),
  search: optionalQuery(z.string().max(200)).describe('Case-insensitive text in the title or body'),
  is_hot_take: optionalQuery(queryBoolean),
  page: optionalQuery(pageNumber('page', MAX_PAGE)),
  per_page: optionalQuery(pageNumber('per_page', MAX_PER_PAGE)),
  user_id: optionalQuery(userIdFilter).describe("A user id, or 'current' for the signed-in user"),
});

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
  topics: z.array(z.object({ id: z.string(), name: z.string() })),
  league: z.string().nullable(),
  team_a: z.string().nullable(),
  player: z.string().nullable(),
  prediction_choice: z.string().nullable(),
  confidence_level: z.number().nullable(),
  event_date: z.string().nullable(),
  outcome: outcomeSchema.nullable(),
  resolved_at: z.string().nullable(),
  outcome_notes: z.string().nullable(),
}) satisfies z.ZodType<Statement>;

const optionalId = z.string().max(100).nullish();

/**
 * Spec §3 "Create payload". Title, body and (for predictions) prediction_choice are checked by the handler
 * so that a request missing several gets the spec's one message listing exactly the missing ones.
 */
export const createStatementBody = z.object({
  title: z.string().trim().max(255, 'Ensure this field has no more than 255 characters.').nullish(),
  body: z.string().trim().max(10_000, 'Ensure this field has no more than 10000 characters.').nullish(),
  statement_type: statementType,
  is_hot_take: z.boolean().optional(),
  league: optionalId,
  team_a: optionalId,
  player: optionalId,
  topics: z.array(z.string().max(50)).max(4, 'Choose at most 4 topics.').optional(),
  prediction_choice: z.string().trim().max(255, 'Ensure this field has no more than 255 characters.').nullish(),
  confidence_level: z.number().int().min(1, 'Confidence is 1 to 10.').max(10, 'Confidence is 1 to 10.').nullish(),
  event_date: z.union([z.literal(''), z.iso.date('Use the format YYYY-MM-DD.')]).nullish(),
});
export type CreateStatementBody = z.infer<typeof createStatementBody>;

export const outcomeBody = z.object({
  outcome: predictionOutcome,
  outcome_notes: z.string().trim().max(2000).nullish(),
});

export const voteToggleBody = z.object({ statement_id: bigId, vote_type: voteType });

export const voteToggleResponse = z.object({
  data: z.object({ status: z.enum(['vote added', 'vote removed', 'vote changed']), vote: voteType.nullable() }),
  votes: voteCountsSchema,
}) satisfies z.ZodType<VoteToggleResponse>;

export const catalogSchema = z.object({
  leagues: z.array(z.object({ id: z.string(), name: z.string() })),
  teams: z.array(z.object({ id: z.string(), name: z.string(), league: z.string() })),
  players: z.array(z.object({ id: z.string(), name: z.string(), team: z.string() })),
  topics: z.array(z.object({ id: z.string(), name: z.string() })),
}) satisfies z.ZodType<Catalog>;
