import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  MODERATION_STATES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  SUSPENSION_DURATIONS,
} from '../moderation';
import { bigId, MAX_INT_ID, userSummarySchema } from './common';

const targetType = z.enum(REPORT_TARGET_TYPES, { message: `Target type must be one of: ${REPORT_TARGET_TYPES.join(', ')}.` });
const reportReason = z.enum(REPORT_REASONS, { message: `Reason must be one of: ${REPORT_REASONS.join(', ')}.` });

/** A profile's id is an int4 user id; a statement's or comment's a bigint one. */
const targetIdInRange = (body: { target_type: string; target_id: number }) => body.target_type !== 'user' || body.target_id <= MAX_INT_ID;
const TARGET_ID_RANGE = { message: 'target_id is out of range.', path: ['target_id'] };

/** POST /api/reports/: one report per member and target; sending another updates it. */
export const createReportBody = z
  .object({
    target_type: targetType,
    target_id: bigId,
    reason: reportReason,
    note: z.string().trim().max(REPORT_NOTE_MAX, `A note has at most ${REPORT_NOTE_MAX} characters.`).nullish(),
  })
  .refine(targetIdInRange, TARGET_ID_RANGE);

export const reportResponseSchema = z.object({
  id: z.number(),
  target_type: targetType,
  target_id: z.number(),
  reason: reportReason,
  note: z.string().nullable(),
  /** True when this report updated the member's earlier report of the same target. */
  updated: z.boolean(),
});

export const moderationActionBody = z
  .object({
    target_type: targetType,
    target_id: bigId,
    action: z.enum(MODERATION_ACTIONS, { message: `Action must be one of: ${MODERATION_ACTIONS.join(', ')}.` }),
    reason: z
      .string()
      .trim()
      .min(1, 'Give a reason.')
      .max(MODERATION_REASON_MAX, `A reason has at most ${MODERATION_REASON_MAX} characters.`),
    duration: z.enum(SUSPENSION_DURATIONS, { message: 'Duration must be 1d, 7d or permanent.' }).optional(),
  })
  .refine(targetIdInRange, TARGET_ID_RANGE)
  .refine((body) => body.action !== 'suspend' || body.duration !== undefined, {
    message: 'A suspension needs a duration: 1d, 7d or permanent.',
    path: ['duration'],
  });

export const moderationAuditEntrySchema = z.object({
  id: z.number(),
  /** Null for the automatic guards. */
  actor: userSummarySchema.nullable(),
  target_type: targetType,
  target_id: z.number(),
  target_user: userSummarySchema.nullable(),
  action: z.string(),
  reason: z.string(),
  duration: z.string().nullable(),
  created_at: z.string(),
});

export const moderationActionResponse = z.object({
  action: moderationAuditEntrySchema,
  /** The target's state after the action: null when visible. */
  state: z.enum(MODERATION_STATES).nullable(),
  suspended_until: z.string().nullable(),
});

const reasonCount = z.object({ reason: reportReason, count: z.number() });

export const moderationQueueItemSchema = z.object({
  target_type: targetType,
  target_id: z.number(),
  /** Every open report, counted or not. */
  report_count: z.number(),
  /**
   * The open reports that count toward hiding it automatically: by accounts with standing, made after staff last
   * restored it or dismissed its reports. The rest are kept for staff to read but move nothing.
   */
  counted_report_count: z.number(),
  reasons: z.array(reasonCount),
  notes: z.array(z.string()),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
  state: z.enum(MODERATION_STATES).nullable(),
  /** What was reported: a statement's title and body, a comment's text, a profile's name and bio. Null when gone. */
  preview: z.object({ title: z.string().nullable(), text: z.string() }).nullable(),
  author: userSummarySchema.nullable(),
  author_suspended_until: z.string().nullable(),
  /** The author's moderation history, newest first (at most 10). */
  author_history: z.array(moderationAuditEntrySchema),
});

export const moderationQueueSchema = z.array(moderationQueueItemSchema);
export const moderationAuditSchema = z.array(moderationAuditEntrySchema);

export type CreateReportRequest = z.input<typeof createReportBody>;
export type ReportResponse = z.output<typeof reportResponseSchema>;
export type ModerationActionRequest = z.input<typeof moderationActionBody>;
export type ModerationActionResponse = z.output<typeof moderationActionResponse>;
export type ModerationAuditEntry = z.output<typeof moderationAuditEntrySchema>;
export type ModerationQueueItem = z.output<typeof moderationQueueItemSchema>;
export type ModerationActionBody = z.output<typeof moderationActionBody>;
