/** Moderation: what may be reported, why, and what staff may do. Browser-safe constants (no zod). */
export const REPORT_TARGET_TYPES = ['statement', 'comment', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'misleading_result', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the Report dialog and the queue name each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or abuse',
  hate: 'Hate',
  misleading_result: 'Misleading about a result',
  off_topic: 'Off-topic',
  other: 'Other',
};

export const REPORT_NOTE_MAX = 500;
export const MODERATION_REASON_MAX = 500;

export const MODERATION_ACTIONS = ['hide', 'restore', 'remove', 'dismiss', 'suspend', 'unsuspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const SUSPENSION_DURATIONS = ['1d', '7d', 'permanent'] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];

export const SUSPENSION_DURATION_LABELS: Record<SuspensionDuration, string> = { '1d': '1 day', '7d': '7 days', permanent: 'Permanently' };

/** 'hidden' can be restored; 'removed' is final. */
export const MODERATION_STATES = ['hidden', 'removed'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** What the author of hidden content reads on it. */
export const hiddenByModeratorsText = (reason: string) => `Hidden by moderators: ${reason}`;

/** What an author may appeal: a statement or comment of theirs that moderators hid (removed content is final). */
export const APPEAL_TARGET_TYPES = ['statement', 'comment'] as const;
export type AppealTargetType = (typeof APPEAL_TARGET_TYPES)[number];

/** An appeal is open until staff uphold the hiding or restore the item. */
export const APPEAL_STATUSES = ['open', 'upheld', 'restored'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_DECISIONS = ['uphold', 'restore'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

export const APPEAL_MESSAGE_MAX = 1000;

/** The one answer to a second appeal of the same item (409). */
export const APPEAL_ALREADY_SENT = 'You have already appealed this. Each hidden item can be appealed once.';

/** What the author reads about their appeal on the item's page. */
export const APPEAL_STATUS_TEXT: Record<AppealStatus, string> = {
  open: 'You appealed. A moderator will review it.',
  upheld: 'Moderators reviewed your appeal and kept this hidden.',
  restored: 'Moderators accepted your appeal.',
};
