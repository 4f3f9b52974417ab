import { z } from 'zod';
import { COMMENT_MAX } from '../limits';
import { contentModerationSchema } from './appeals';
import { bigId, userSummarySchema, voteCountsSchema, voteType } from './common';

/** A comment: replies nest to any depth. */
export const commentSchema = z.object({
  id: z.number(),
  text: z.string(),
  user: userSummarySchema,
  created_at: z.string(),
  votes: voteCountsSchema,
  user_vote: voteType.nullable(),
  get replies(): z.ZodArray<typeof commentSchema> {
    return z.array(commentSchema);
  },
  parent: z.number().nullable(),
  statement: z.number(),
  /**
   * Present only in its author's view of the thread, on a comment moderators hid ("Hidden by moderators: <reason>").
   */
  moderation: contentModerationSchema.optional(),
});
// Registered on the schema itself (not a .meta() copy), so the recursion above refers to the documented 'Comment'.
commentSchema.register(z.globalRegistry, { id: 'Comment', description: 'A comment with its replies, nested to any depth' });

export const createCommentBody = z.object({
  statement: bigId,
  text: z
    .string()
    .trim()
    .min(1, 'A comment cannot be blank.')
    .max(COMMENT_MAX, `Ensure this field has no more than ${COMMENT_MAX} characters.`),
  parent: bigId.nullish(),
});

export const commentVoteBody = z.object({ vote_type: voteType });

export type Comment = z.output<typeof commentSchema>;
export type CreateCommentRequest = z.input<typeof createCommentBody>;
export type CommentVoteRequest = z.input<typeof commentVoteBody>;
