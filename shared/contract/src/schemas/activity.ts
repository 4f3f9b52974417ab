import { z } from 'zod';
import { MAX_PAGE, MAX_PER_PAGE } from '../limits';
import { optionalQuery, voteType } from './common';
import { outcomeSchema, pageNumber, statementType } from './statements';

/** Query of the signed-in member's own votes and comments: `page` (from 1) and `per_page` (at most 50). */
export const activityQuery = z.object({
  page: optionalQuery(pageNumber('page', MAX_PAGE)),
  per_page: optionalQuery(pageNumber('per_page', MAX_PER_PAGE)),
});

/** The statement an activity item links to. */
const activityStatement = z.object({
  id: z.number(),
  title: z.string(),
  statement_type: statementType,
  outcome: outcomeSchema.nullable(),
});

/** A vote of the member's on a statement, newest first. */
export const activityVoteSchema = z.object({
  vote_type: voteType,
  created_at: z.string(),
  statement: activityStatement,
});

/** A comment or reply of the member's, newest first. */
export const activityCommentSchema = z.object({
  id: z.number(),
  text: z.string(),
  created_at: z.string(),
  parent: z.number().nullable(),
  statement: activityStatement,
});

/** One page and how many there are in all (what everyone can see: hidden statements and comments are left out). */
export const activityVotePageSchema = z.object({ count: z.number(), results: z.array(activityVoteSchema) });
export const activityCommentPageSchema = z.object({ count: z.number(), results: z.array(activityCommentSchema) });

export type ActivityQuery = z.input<typeof activityQuery>;
export type ActivityVote = z.output<typeof activityVoteSchema>;
export type ActivityComment = z.output<typeof activityCommentSchema>;
export type ActivityVotePage = z.output<typeof activityVotePageSchema>;
export type ActivityCommentPage = z.output<typeof activityCommentPageSchema>;
