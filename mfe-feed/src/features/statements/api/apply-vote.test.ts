import { applyVote, expectedVoteStatus } from './apply-vote';
import { aStatement } from '@receipts/testing';

describe('votes', () => {
  const statement = aStatement({ votes: { upvotes: 4, downvotes: 0 }, user_vote: 'downvote' });

  it('predicts the answer from the current vote', () => {
    expect(expectedVoteStatus(null, 'upvote')).toBe('vote added');
    expect(expectedVoteStatus('upvote', 'upvote')).toBe('vote removed');
    expect(expectedVoteStatus('downvote', 'upvote')).toBe('vote changed');
  });

  it('applies each status, never going below 0', () => {
    expect(applyVote(statement, 'upvote', 'vote added')).toMatchObject({ votes: { upvotes: 5, downvotes: 0 }, user_vote: 'upvote' });
    expect(applyVote(statement, 'downvote', 'vote removed')).toMatchObject({ votes: { upvotes: 4, downvotes: 0 }, user_vote: null });
    expect(applyVote(statement, 'upvote', 'vote changed')).toMatchObject({ votes: { upvotes: 5, downvotes: 0 }, user_vote: 'upvote' });
    expect(applyVote(statement, 'downvote', 'vote changed')).toMatchObject({ votes: { upvotes: 3, downvotes: 1 }, user_vote: 'downvote' });
  });
});
