import { useState } from 'react';
import { Avatar, Button, authorName, type Comment } from '@receipts/shared';
import { formatStatementDate } from '@receipts/shared/dates';

/** Spec §9: 2 replies shown at first; each depth is indented by 3 spacing units. */
export const REPLIES_SHOWN = 2;
const INDENT_PER_DEPTH = 'calc(var(--rc-space) * 3)';

const replies = (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'}`;

export function CommentItem({ comment, depth = 0, onReply }: {
  comment: Comment;
  depth?: number;
  onReply: (comment: Comment) => void;
}) {
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const children = comment.replies ?? [];
  const shown = expanded ? children : children.slice(0, REPLIES_SHOWN);
  const hidden = children.length - REPLIES_SHOWN;
  const author = authorName(comment.user);

  return (
    <li className="comment" style={{ marginLeft: depth > 0 ? INDENT_PER_DEPTH : 0 }}>
      <div className="comment__meta">
        <Avatar src={comment.user?.photoURL} name={author} size={24} />
        <strong>{author}</strong>
        <span className="rc-muted">{formatStatementDate(comment.created_at)}</span>
      </div>
      <p className="rc-wrap" style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{comment.text}</p>
      <div className="comment__actions">
        <Button variant="ghost" onClick={() => onReply(comment)}>Reply</Button>
        {children.length > 0 && (
          <Button variant="ghost" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide replies' : `Show ${replies(children.length)}`}
          </Button>
        )}
      </div>
      {open && children.length > 0 && (
        <>
          <ul className="comment-list" aria-label={`Replies to ${author}`}>
            {shown.map((reply) => (
              <CommentItem key={reply.id} comment={reply} depth={depth + 1} onReply={onReply} />
            ))}
          </ul>
          {hidden > 0 && (
            <Button variant="ghost" onClick={() => setExpanded((value) => !value)}>
              {expanded ? 'Show less' : `Show ${hidden} more ${hidden === 1 ? 'reply' : 'replies'}`}
            </Button>
          )}
        </>
      )}
    </li>
  );
}
