import type { NotificationItem, Outcome } from '@receipts/shared/contract';

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
  }
}
