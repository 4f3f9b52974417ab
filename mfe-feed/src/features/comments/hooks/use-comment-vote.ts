import { useState } from 'react';
import { askToSignIn, statementsApi, useCurrentUser, type Comment, type VoteType } from '@receipts/shared';
import { LOGIN_TO_VOTE } from '../../statements';
import type { CommentVotes } from '../api/comment-tree';

/**
 * A vote on a comment, kept by the server: the answer's counts and vote are shown, so they are what a
 * reload shows. Failures are only logged, as on the detail page: a vote is not worth an error banner.
 */
export function useCommentVote(comment: Comment, onChange: (id: number, votes: CommentVotes) => void) {
  const user = useCurrentUser();
  const [pending, setPending] = useState(false);

  async function vote(type: VoteType) {
    if (!user) {
      askToSignIn(LOGIN_TO_VOTE);
      return;
    }
    setPending(true);
    try {
      const answer = await statementsApi.voteComment(comment.id, type);
      onChange(comment.id, { votes: answer.votes, user_vote: answer.data.vote });
    } catch (error) {
      console.error('Comment vote failed', error);
    } finally {
      setPending(false);
    }
  }

  return { vote, pending };
}
