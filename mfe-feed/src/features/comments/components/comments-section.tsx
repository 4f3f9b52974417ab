import { useState } from 'react';
import { Card, EmptyState, Spinner, notify, statementsApi, useCurrentUser, type Comment } from '@receipts/shared';
import { useAsyncData } from '@receipts/shared';
import { countComments, insertComment, replyHandle } from '../api/comment-tree';
import { CommentForm, LOGIN_TO_COMMENT } from './comment-form';
import { CommentItem } from './comment-item';

export const NO_COMMENTS = 'No comments yet. Be the first to comment!';
export const POST_COMMENT_FAILED = 'Failed to post comment. Please try again.';

/** Spec §2.8 "Comments section", reachable as #comments. */
export function CommentsSection({ statementId }: { statementId: number }) {
  const user = useCurrentUser();
  const { state, update } = useAsyncData(
    () => statementsApi.comments(statementId).catch(() => [] as Comment[]),
    [statementId],
    statementsApi.peek.comments(statementId),
  );
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const comments = state.status === 'success' ? state.data : [];

  function startReply(comment: Comment) {
    if (!user) {
      notify(LOGIN_TO_COMMENT);
      return;
    }
    setReplyTo(comment);
  }

  async function post(text: string) {
    const parent = replyTo?.id ?? null;
    try {
      const added = await statementsApi.addComment({ statement: statementId, text, parent });
      update((current) => insertComment(current, { ...added, replies: added.replies ?? [] }, parent));
      setReplyTo(null);
    } catch (error) {
      notify(POST_COMMENT_FAILED, { tone: 'error' });
      throw error;
    }
  }

  return (
    <Card className="comments">
      <section id="comments" aria-labelledby="comments-title">
        <h2 id="comments-title" style={{ marginTop: 0 }}>Comments ({countComments(comments)})</h2>
        <CommentForm
          signedIn={Boolean(user)}
          replyingTo={replyTo ? replyHandle(replyTo) : null}
          onCancelReply={() => setReplyTo(null)}
          onSubmit={post}
        />
        {state.status === 'loading' && <Spinner label="Loading comments" />}
        {state.status === 'success' && comments.length === 0 && <EmptyState>{NO_COMMENTS}</EmptyState>}
        {comments.length > 0 && (
          <ul className="comment-list" aria-label="Comments">
            {comments.map((comment) => <CommentItem key={comment.id} comment={comment} onReply={startReply} />)}
          </ul>
        )}
      </section>
    </Card>
  );
}
