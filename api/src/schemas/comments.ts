import { z } from 'zod';
import type { Comment } from '@receipts/shared/contract';
import { bigId, userSummarySchema, voteCountsSchema, voteType } from './common';

/** Spec §3 "Comment": replies nest to any depth. */
export const commentSchema: z.ZodType<Comment> = z.object({
  id: z.number(),
  text: z.string(),
  user: userSummarySchema,
  created_at: z.string(),
  votes: voteCountsSchema,
  user_vote: voteType.nullable(),
  get replies() {
    return z.array(commentSchema);
  },
  parent: z.number().nullable(),
  statement: z.number(),
}).meta({ id: 'Comment', description: 'A comment with its replies, nested to any depth' });

export const MAX_COMMENT_LENGTH = 5000;

export const createCommentBody = z.object({
  statement: bigId,
  text: z
    .string()
    .trim()
    .min(1, 'A comment cannot be blank.')
    .max(MAX_COMMENT_LENGTH, `Ensure this field has no more than ${MAX_COMMENT_LENGTH} characters.`),
  parent: bigId.nullish(),
});

export const commentVoteBody = z.object({ vote_type: voteType });
