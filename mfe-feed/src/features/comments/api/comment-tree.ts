import type { Comment } from '@receipts/shared';

/** Spec §2.8: n in 'Comments (n)' counts comments and all nested replies. */
export function countComments(comments: Comment[]): number {
  return comments.reduce((total, comment) => total + 1 + countComments(comment.replies ?? []), 0);
}

/** Spec §4 Comment posting: a top-level comment goes on top; a reply is appended to its parent's replies. */
export function insertComment(comments: Comment[], added: Comment, parentId: number | null): Comment[] {
  if (parentId === null) return [added, ...comments];
  return comments.map((comment) =>
    comment.id === parentId
      ? { ...comment, replies: [...(comment.replies ?? []), added] }
      : { ...comment, replies: insertComment(comment.replies ?? [], added, parentId) });
}

/** The name shown in 'Replying to @name'. */
export function replyHandle(comment: Comment): string {
  return comment.user?.username || comment.user?.display_name || 'user';
}
