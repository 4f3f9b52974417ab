import type { Statement, VoteStatus, VoteType } from '@receipts/shared';

const KEY: Record<VoteType, 'upvotes' | 'downvotes'> = { upvote: 'upvotes', downvote: 'downvotes' };
const OTHER: Record<VoteType, VoteType> = { upvote: 'downvote', downvote: 'upvote' };

/** A vote toggles: same direction removes, opposite switches, none adds. */
export function expectedVoteStatus(current: VoteType | null, chosen: VoteType): VoteStatus {
  if (current === chosen) return 'vote removed';
  return current ? 'vote changed' : 'vote added';
}

/** Applies a vote answer's status to the counts; counts never go below 0. */
export function applyVote(statement: Statement, chosen: VoteType, status: VoteStatus): Statement {
  const votes = { ...statement.votes };
  const bump = (key: 'upvotes' | 'downvotes', delta: number) => (votes[key] = Math.max(0, votes[key] + delta));
  if (status === 'vote added') bump(KEY[chosen], 1);
  if (status === 'vote removed') bump(KEY[chosen], -1);
  if (status === 'vote changed') {
    bump(KEY[chosen], 1);
    bump(KEY[OTHER[chosen]], -1);
  }
  return { ...statement, votes, user_vote: status === 'vote removed' ? null : chosen };
}
