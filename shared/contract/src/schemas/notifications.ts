import { z } from 'zod';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, NOTIFICATIONS_MAX_PAGE_SIZE } from '../notifications';
import { APPEAL_TARGET_TYPES } from '../moderation';
import { bigId, MAX_BIG_ID, optionalQuery, userSummarySchema } from './common';
import { sourceStatus } from './pundits';
import { outcomeSchema, statementType } from './statements';

export const notificationKind = z.enum(NOTIFICATION_KINDS);
export const notificationDelivery = z.enum(NOTIFICATION_DELIVERIES);

const positive = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,16}$/, `${name} must be a positive integer.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1.`).max(max, `${name} must be at most ${max}.`));

/** Query of GET /api/notifications/: newest first, `before` an id of the previous page (keyset). */
export const notificationListQuery = z.object({
  before: optionalQuery(positive('before', MAX_BIG_ID)).describe('Only items older than this id (the previous page’s next_before)'),
  per_page: optionalQuery(positive('per_page', NOTIFICATIONS_MAX_PAGE_SIZE)),
});

export const notificationSchema = z.object({
  id: z.number(),
  kind: notificationKind,
  /** Grouped repeats: 3 replies to one comment are one item with count 3. */
  count: z.number(),
  read: z.boolean(),
  created_at: z.string(),
  /** Who did it last (null for a resolution, which staff make for the site). */
  actor: userSummarySchema.nullable(),
  statement: z.object({ id: z.number(), title: z.string(), statement_type: statementType }),
  /** The comment it links to (replies, comments), else null. */
  comment: z.number().nullable(),
  /** Resolutions: the outcome, and for your own prediction your new all-time accuracy (0–1, null before any scored call). */
  outcome: outcomeSchema.nullable(),
  accuracy: z.number().nullable(),
  /** A followed pundit's new receipt: the commentator, podcast or show it is attributed to (else null). */
  pundit: z.string().nullable(),
  /** Your receipt's source checked: the status it moved to (confirmed or disputed; else null). */
  source_status: sourceStatus.nullable(),
  /**
   * Your own content moderated, or your appeal answered: what it was about, what moderators did (hidden, removed,
   * restored, or kept hidden after the appeal) and their reason or note.
   */
  moderation: z
    .object({
      target_type: z.enum(APPEAL_TARGET_TYPES),
      action: z.enum(['hidden', 'removed', 'restored', 'kept_hidden']),
      reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** The sentence the UI shows, e.g. "3 replies to your comment on …". */
  message: z.string(),
  /** Where the item leads: the statement's page, with `#comment-<id>` for a comment. */
  url: z.string(),
});

export const notificationListSchema = z.object({
  results: z.array(notificationSchema),
  unread_count: z.number(),
  /** Pass as `before` for the next page; null on the last page. */
  next_before: z.number().nullable(),
});

export const notificationReadBody = z
  .object({
    ids: z.array(bigId).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => Boolean(body.ids) !== Boolean(body.all), { message: 'Send either ids or all: true.', path: ['ids'] });

export const unreadCountSchema = z.object({ unread_count: z.number() });

/** Every kind with its delivery (a kind never set answers its default). */
export const notificationPreferencesSchema = z.object({
  preferences: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationDelivery])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      typeof notificationDelivery
    >,
  ),
});

/** PUT: the kinds to change (others keep theirs). */
export const notificationPreferencesBody = z.object({
  preferences: z.partialRecord(notificationKind, notificationDelivery),
});

export const unsubscribeQuery = z.object({ token: z.string().min(1).max(300) });

export const notificationStreamSchema = z
  .string()
  .describe(
    'text/event-stream: `notification` events (data: {notification, unread_count}, id: the notification id), `unread` events ({unread_count}), a comment line every 25 s; resumes after Last-Event-ID. A final `end` event ({reason: "session_ended", cause} when the session it was opened under ended, {reason: "replaced"} when the member opened more streams than allowed and this was the oldest) comes before the server closes it: do not reconnect',
  );

/** The stream's events by name, with their `data` (JSON). */
export const notificationStreamEvents = {
  notification: z
    .object({ notification: notificationSchema, unread_count: z.number() })
    .describe('A new notification (the event id is its id) and the unread count after it'),
  unread: unreadCountSchema.describe('The unread count changed (read elsewhere)'),
};

export type NotificationListQuery = z.input<typeof notificationListQuery>;
export type NotificationItem = z.output<typeof notificationSchema>;
export type NotificationList = z.output<typeof notificationListSchema>;
export type NotificationReadRequest = z.input<typeof notificationReadBody>;
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesBody>;
export type UnreadCount = z.output<typeof unreadCountSchema>;
