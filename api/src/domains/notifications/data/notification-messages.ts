import type { NotificationItem, Outcome } from '@receipts/contract';

const OUTCOME_WORDS: Record<Outcome, string> = {
  pending: 'pending',
  correct: 'correct',
  incorrect: 'incorrect',
  push: 'a push',
  not_applicable: 'not applicable',
};

const percent = (accuracy: number) => `${Math.round(accuracy * 100)}%`;

/** The sentence the bell, the page and the digest show for an item; repeats are counted ("3 replies to your comment"). */
export function notificationMessage(item: Omit<NotificationItem, 'message'>): string {
  const title = `“${item.statement.title}”`;
  const who = item.actor?.display_name || item.actor?.username || 'Someone';
  const outcome = OUTCOME_WORDS[item.outcome ?? 'pending'];
  switch (item.kind) {
    case 'prediction_resolved':
      return `Your prediction ${title} was resolved: ${outcome}.${item.accuracy == null ? '' : ` Your accuracy is now ${percent(item.accuracy)}.`}`;
    case 'followed_prediction_resolved':
      return `A prediction you weighed in on, ${title}, was resolved: ${outcome}.`;
    case 'comment_reply':
      return item.count > 1 ? `${item.count} replies to your comment on ${title}` : `${who} replied to your comment on ${title}`;
    case 'statement_comment':
      return item.count > 1 ? `${item.count} comments on ${title}` : `${who} commented on ${title}`;
    case 'followed_pundit_receipt':
      return `New receipt of ${item.pundit ?? 'a pundit you follow'}: ${title}`;
    case 'receipt_source_checked':
      return `The source of your receipt ${title} was ${item.source_status === 'disputed' ? 'disputed' : 'confirmed'}.`;
    case 'content_moderated':
    case 'appeal_answered':
      return moderationMessage(item, title);
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "Moderators hid your post “…”: Spam. You can appeal from its page." and the removal and appeal answers. */
function moderationMessage(item: Omit<NotificationItem, 'message'>, title: string): string {
  const moderation = item.moderation;
  const what = moderation?.target_type === 'comment' ? `your comment on ${title}` : `your post ${title}`;
  const reason = moderation?.reason ? `: ${sentence(moderation.reason)}` : '.';
  const note = moderation?.reason ? ` Note: ${sentence(moderation.reason)}` : '';
  switch (moderation?.action) {
    case 'removed':
      return `Moderators removed ${what}${reason}`;
    case 'restored':
      return `Moderators accepted your appeal: ${what} is public again.${note}`;
    case 'kept_hidden':
      return `Moderators reviewed your appeal and kept ${what} hidden.${note}`;
    default:
      return `Moderators hid ${what}${reason} You can appeal from its page.`;
  }
}
