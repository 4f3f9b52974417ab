// Notifications: the kinds and deliveries, shared by the API, the shell's bell and the profile's page.

/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  'prediction_resolved',
  'followed_prediction_resolved',
  'comment_reply',
  'statement_comment',
  'followed_pundit_receipt',
  'receipt_source_checked',
  'content_moderated',
  'appeal_answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Per kind: in the app only, in the app and the daily e-mail digest, or not at all. */
export const NOTIFICATION_DELIVERIES = ['in_app', 'email_digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export const DEFAULT_NOTIFICATION_DELIVERY: NotificationDelivery = 'in_app';

/** The preferences page's labels, one per kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  prediction_resolved: 'Your prediction is resolved',
  followed_prediction_resolved: 'A prediction you voted on or commented on is resolved',
  comment_reply: 'Replies to your comments',
  statement_comment: 'Comments on your predictions and takes',
  followed_pundit_receipt: 'New receipts of the commentators, podcasts and shows you follow',
  receipt_source_checked: 'The source of your receipt is confirmed or disputed',
  content_moderated: 'Moderators hid or removed your post or comment',
  appeal_answered: 'Moderators answered your appeal',
};

/** Kinds told to the author about their own moderated content: listed even while that content is hidden. */
export const AUTHOR_MODERATION_KINDS = ['content_moderated', 'appeal_answered'] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  in_app: 'In the app',
  email_digest: 'In the app and the daily e-mail',
  off: 'Off',
};

/** Items per page of GET /api/notifications/ (default and most). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

/** The stream's comment line every 25 s keeps proxies (HAProxy's 30 s timeouts) from closing an idle stream. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
