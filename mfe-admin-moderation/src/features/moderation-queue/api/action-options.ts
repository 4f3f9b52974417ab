import type { ModerationAction, ModerationQueueItem, ReportTargetType } from '@receipts/shared';

export interface ActionChoice {
  action: ModerationAction;
  label: string;
  /** What the action is applied to: the reported thing, or its author's account. */
  targetType: ReportTargetType;
  targetId: number;
}

/** The actions that make sense for a queue item in its present state (the API refuses the others with a 409). */
export function actionChoices(item: ModerationQueueItem): ActionChoice[] {
  const on = { targetType: item.target_type, targetId: item.target_id };
  const choices: ActionChoice[] = [];
  if (item.target_type !== 'user') {
    if (item.state === null) choices.push({ action: 'hide', label: 'Hide', ...on });
    if (item.state === 'hidden') choices.push({ action: 'restore', label: 'Restore', ...on });
    if (item.state !== 'removed') choices.push({ action: 'remove', label: 'Remove', ...on });
  }
  choices.push({ action: 'dismiss', label: 'Dismiss reports', ...on });
  if (item.author) {
    const account = { targetType: 'user' as const, targetId: item.author.id };
    if (item.author_suspended_until) choices.push({ action: 'unsuspend', label: 'Lift suspension', ...account });
    else choices.push({ action: 'suspend', label: 'Suspend author', ...account });
  }
  return choices;
}

/** How the queue and the audit name a target. */
export const targetLabel = (type: ReportTargetType, id: number) =>
  type === 'statement' ? `Statement #${id}` : type === 'comment' ? `Comment #${id}` : `Profile #${id}`;
