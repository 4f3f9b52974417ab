import { aComment } from '@receipts/testing';
import { pathTo, setCommentVotes } from './comment-tree';

const tree = [
  aComment({ id: 1, replies: [aComment({ id: 2, parent: 1, replies: [aComment({ id: 3, parent: 2 })] })] }),
  aComment({ id: 4 }),
];

describe('comment tree', () => {
  it('finds the chain of ids down to a comment', () => {
    expect(pathTo(tree, 3)).toEqual([1, 2, 3]);
    expect(pathTo(tree, 4)).toEqual([4]);
    expect(pathTo(tree, 99)).toEqual([]);
  });

  it("sets one nested comment's votes and keeps its replies", () => {
    const votes = { votes: { upvotes: 2, downvotes: 0 }, user_vote: 'upvote' as const };
    const next = setCommentVotes(tree, 2, votes);
    expect(next[0].replies[0]).toMatchObject({ id: 2, ...votes, replies: [{ id: 3 }] });
    expect(next[0]).toMatchObject({ votes: { upvotes: 0, downvotes: 0 }, user_vote: null });
  });
});
