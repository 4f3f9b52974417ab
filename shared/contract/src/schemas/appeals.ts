import { z } from 'zod';
import {
  APPEAL_DECISIONS,
  APPEAL_MESSAGE_MAX,
  APPEAL_STATUSES,
  APPEAL_TARGET_TYPES,
  MODERATION_REASON_MAX,
  MODERATION_STATES,
} from '../moderation';
import { bigId, statementIdParams, userSummarySchema } from './common';

/** `{id}` of an appeal (bigint, like the content ids). */
export const appealIdParams = statementIdParams;

const appealTargetType = z.enum(APPEAL_TARGET_TYPES, { message: `Target type must be one of: ${APPEAL_TARGET_TYPES.join(', ')}.` });
export const appealStatus = z.enum(APPEAL_STATUSES);

/** The author's appeal as they see it on their item: its status and the moderators' note once answered. */
export const appealSummarySchema = z.object({ status: appealStatus, note: z.string().nullable() });

/**
 * On its author's view of a statement or comment moderators hid: the state, the reason, and their appeal (null when
 * they have not appealed; `appealable` says whether they still may).
 */
export const contentModerationSchema = z.object({
  state: z.enum(MODERATION_STATES),
  reason: z.string(),
  appealable: z.boolean().optional(),
  appeal: appealSummarySchema.nullable().optional(),
});

/** POST /api/appeals/: the author of a hidden statement or comment asks moderators to look again, once. */
export const createAppealBody = z.object({
  target_type: appealTargetType,
  target_id: bigId,
  message: z
    .string()
    .trim()
    .min(1, 'Say why it should be restored.')
    .max(APPEAL_MESSAGE_MAX, `An appeal has at most ${APPEAL_MESSAGE_MAX} characters.`),
});

export const appealSchema = z.object({
  id: z.number(),
  target_type: appealTargetType,
  target_id: z.number(),
  /** The statement it is, or is a comment of (its page). */
  statement_id: z.number(),
  message: z.string(),
  status: appealStatus,
  /** The moderators' note with their answer. */
  note: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});

/** An open appeal in the staff queue: the appeal, what it is about, why it was hidden, and its author. */
export const appealQueueItemSchema = appealSchema.extend({
  state: z.enum(MODERATION_STATES).nullable(),
  reason: z.string().nullable(),
  preview: z.object({ title: z.string().nullable(), text: z.string() }).nullable(),
  author: userSummarySchema.nullable(),
});

export const answerAppealBody = z.object({
  decision: z.enum(APPEAL_DECISIONS, { message: `Decision must be one of: ${APPEAL_DECISIONS.join(', ')}.` }),
  note: z.string().trim().max(MODERATION_REASON_MAX, `A note has at most ${MODERATION_REASON_MAX} characters.`).nullish(),
});

export const appealQueueSchema = z.array(appealQueueItemSchema);

export type ContentModeration = z.output<typeof contentModerationSchema>;
export type CreateAppealRequest = z.input<typeof createAppealBody>;
export type Appeal = z.output<typeof appealSchema>;
export type AppealQueueItem = z.output<typeof appealQueueItemSchema>;
export type AnswerAppealRequest = z.input<typeof answerAppealBody>;
