import { useState } from 'react';
import { askToSignIn, statementsApi, useCurrentUser, type Statement, type VoteType } from '@receipts/shared';
import { applyVote, expectedVoteStatus } from '../api/apply-vote';

export const LOGIN_TO_VOTE = 'Please login to vote';

/**
 * Voting on one statement: shown at once, then settled by the answer's status; rolled back if the
 * call fails (failures are only logged).
 */
export function useVote(statement: Statement, onChange: (next: Statement) => void) {
  const user = useCurrentUser();
  const [pending, setPending] = useState(false);

  async function vote(type: VoteType) {
    if (!user) {
      askToSignIn(LOGIN_TO_VOTE);
      return;
    }
    const before = statement;
    onChange(applyVote(before, type, expectedVoteStatus(before.user_vote, type)));
    setPending(true);
    try {
      const answer = await statementsApi.vote({ statement_id: before.id, vote_type: type });
      onChange(applyVote(before, type, answer.data.status));
    } catch (error) {
      onChange(before);
      console.error('Vote failed', error);
    } finally {
      setPending(false);
    }
  }

  return { vote, pending };
}
