import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Spinner,
  isApiError,
  askToSignIn,
  notify,
  statementsApi,
  useCachedData,
  useCurrentUser,
  type Comment,
} from '@receipts/shared';
import { countComments, insertComment, pathTo, replyHandle, setCommentVotes } from '../api/comment-tree';
import { useCommentLink } from '../hooks/use-comment-link';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { useThreadView } from '../hooks/use-thread-view';
import { CommentForm, LOGIN_TO_COMMENT } from './comment-form';
import { CommentItem, type CommentThread } from './comment-item';

export const NO_COMMENTS = 'No comments yet. Be the first to comment!';
export const POST_COMMENT_FAILED = 'Failed to post comment. Please try again.';
export const LOAD_COMMENTS_FAILED = 'Failed to load comments. Please try again.';
export const COMMENTS_ANCHOR = 'comments';

/** The comments section of a statement page, reachable as #comments. */
export function CommentsSection({ statementId }: { statementId: number }) {
  const user = useCurrentUser();
  // Through the shared cache, so Back and Forward to a statement show its thread at once.
  const { state, update, reload } = useCachedData(
    `comments:${statementId}`,
    () => statementsApi.comments(statementId),
    statementsApi.peek.comments(statementId),
  );
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const { view, reveal } = useThreadView();
  const section = useRef<HTMLElement>(null);
  useHashScroll(section, COMMENTS_ANCHOR, state.status !== 'loading');
  const comments = state.status === 'success' ? state.data : [];
  useCommentLink(comments, state.status === 'success', reveal);

  function startReply(comment: Comment) {
    if (!user) {
      askToSignIn(LOGIN_TO_COMMENT);
      return;
    }
    setReplyTo(comment);
  }

  async function post(text: string) {
    const parent = replyTo?.id ?? null;
    try {
      const added = await statementsApi.addComment({ statement: statementId, text, parent });
      update((current) => insertComment(current, { ...added, replies: added.replies ?? [] }, parent));
      reveal([...(parent === null ? [] : pathTo(comments, parent)), added.id]);
      setReplyTo(null);
    } catch (error) {
      // Too many writes: the server's own words say how long to wait.
      notify((isApiError(error, 429) && error.detail) || POST_COMMENT_FAILED, { tone: 'error' });
      throw error;
    }
  }

  const thread: CommentThread = {
    ...view,
    reply: startReply,
    changeVotes: (id, votes) => update((current) => setCommentVotes(current, id, votes)),
  };

  return (
    <Card className="comments">
      <section id={COMMENTS_ANCHOR} ref={section} aria-labelledby="comments-title">
        <h2 id="comments-title" style={{ marginTop: 0 }}>
          {state.status === 'success' ? `Comments (${countComments(comments)})` : 'Comments'}
        </h2>
        {state.status === 'loading' && <Spinner label="Loading comments" />}
        {state.status === 'error' && (
          <Alert>
            {LOAD_COMMENTS_FAILED}{' '}
            <Button variant="ghost" onClick={reload}>
              Retry
            </Button>
          </Alert>
        )}
        {state.status === 'success' && (
          <>
            <CommentForm
              signedIn={Boolean(user)}
              replyingTo={replyTo ? replyHandle(replyTo) : null}
              onCancelReply={() => setReplyTo(null)}
              onSubmit={post}
            />
            {comments.length === 0 && <EmptyState>{NO_COMMENTS}</EmptyState>}
            {comments.length > 0 && (
              <ul className="comment-list" aria-label="Comments">
                {comments.map((comment) => (
                  <CommentItem key={comment.id} comment={comment} thread={thread} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
