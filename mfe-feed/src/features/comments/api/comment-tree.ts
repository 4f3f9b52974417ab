import type { Comment } from '@receipts/shared';

/** The n in 'Comments (n)' counts comments and all nested replies. */
export function countComments(comments: Comment[]): number {
  return comments.reduce((total, comment) => total + 1 + countComments(comment.replies ?? []), 0);
}

/** Posting a comment shows it at once: a top-level comment goes on top; a reply is appended to its parent's replies. */
export function insertComment(comments: Comment[], added: Comment, parentId: number | null): Comment[] {
  if (parentId === null) return [added, ...comments];
  return comments.map((comment) =>
    comment.id === parentId
      ? { ...comment, replies: [...(comment.replies ?? []), added] }
      : { ...comment, replies: insertComment(comment.replies ?? [], added, parentId) },
  );
}

/** The name shown in 'Replying to @name'. */
export function replyHandle(comment: Comment): string {
  return comment.user?.username || comment.user?.display_name || 'user';
}

/** The ids from a top-level comment down to `id` (empty when it is not in the tree). */
export function pathTo(comments: Comment[], id: number): number[] {
  for (const comment of comments) {
    if (comment.id === id) return [id];
    const below = pathTo(comment.replies ?? [], id);
    if (below.length > 0) return [comment.id, ...below];
  }
  return [];
}

export type CommentVotes = Pick<Comment, 'votes' | 'user_vote'>;

/** Sets one comment's votes, keeping everything else (its replies may have grown meanwhile). */
export function setCommentVotes(comments: Comment[], id: number, votes: CommentVotes): Comment[] {
  return comments.map((comment) =>
    comment.id === id ? { ...comment, ...votes } : { ...comment, replies: setCommentVotes(comment.replies ?? [], id, votes) },
  );
}
