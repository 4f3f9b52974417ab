import { Button, type Statement } from '@receipts/shared';
import { useVote } from '../hooks/use-vote';

export function VoteButtons({ statement, onChange }: { statement: Statement; onChange: (next: Statement) => void }) {
  const { vote, pending } = useVote(statement, onChange);
  return (
    <span style={{ display: 'inline-flex', gap: 6 }}>
      <Button
        variant={statement.user_vote === 'upvote' ? 'primary' : 'default'}
        aria-pressed={statement.user_vote === 'upvote'}
        disabled={pending}
        onClick={() => void vote('upvote')}
      >
        <span aria-hidden="true">▲</span> Upvote {statement.votes.upvotes}
      </Button>
      <Button
        variant={statement.user_vote === 'downvote' ? 'primary' : 'default'}
        aria-pressed={statement.user_vote === 'downvote'}
        disabled={pending}
        onClick={() => void vote('downvote')}
      >
        <span aria-hidden="true">▼</span> Downvote {statement.votes.downvotes}
      </Button>
    </span>
  );
}
