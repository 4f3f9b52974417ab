import { Button, type Comment, type VoteType } from '@receipts/shared';
import type { CommentVotes } from '../api/comment-tree';
import { useCommentVote } from '../hooks/use-comment-vote';

const ARROW: Record<VoteType, string> = { upvote: '▲', downvote: '▼' };
const LABEL: Record<VoteType, string> = { upvote: 'Upvote', downvote: 'Downvote' };

/** A comment's up/down votes with counts; the viewer's vote is the pressed one. */
export function CommentVoteButtons({ comment, onChange }: { comment: Comment; onChange: (id: number, votes: CommentVotes) => void }) {
  const { vote, pending } = useCommentVote(comment, onChange);
  return (
    <>
      {(['upvote', 'downvote'] as const).map((type) => {
        const count = comment.votes[type === 'upvote' ? 'upvotes' : 'downvotes'];
        const pressed = comment.user_vote === type;
        return (
          <Button
            key={type}
            variant={pressed ? 'primary' : 'ghost'}
            aria-pressed={pressed}
            aria-label={`${LABEL[type]} ${count}`}
            disabled={pending}
            onClick={() => void vote(type)}
          >
            <span aria-hidden="true">{ARROW[type]}</span> {count}
          </Button>
        );
      })}
    </>
  );
}
