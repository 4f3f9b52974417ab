import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button } from '@receipts/shared';

export const LOGIN_TO_COMMENT = 'Please login to comment';

interface CommentFormProps {
  signedIn: boolean;
  replyingTo: string | null;
  onCancelReply: () => void;
  /** Resolves when posted; rejects on failure. */
  onSubmit: (text: string) => Promise<void>;
}

/** The comment/reply input, disabled for visitors. */
export function CommentForm({ signedIn, replyingTo, onCancelReply, onSubmit }: CommentFormProps) {
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  const isReply = replyingTo !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn || !text.trim() || posting) return;
    setPosting(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch {
      // the caller has told the user
    } finally {
      setPosting(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)}>
      {isReply && (
        <Alert tone="info">
          Replying to @{replyingTo}{' '}
          <Button variant="ghost" onClick={onCancelReply}>
            Cancel
          </Button>
        </Alert>
      )}
      <textarea
        className="rc-input"
        rows={3}
        aria-label={isReply ? 'Reply' : 'Comment'}
        placeholder={isReply ? 'Write your reply...' : 'Add a comment...'}
        value={text}
        disabled={!signedIn || posting}
        onChange={(event) => setText(event.target.value)}
      />
      {signedIn ? (
        <div>
          <Button type="submit" variant="primary" disabled={posting || !text.trim()}>
            {posting ? 'Posting...' : isReply ? 'Post Reply' : 'Post Comment'}
          </Button>
        </div>
      ) : (
        <p>
          <Link to="/login" className="rc-link-target">
            {LOGIN_TO_COMMENT}
          </Link>
        </p>
      )}
    </form>
  );
}
