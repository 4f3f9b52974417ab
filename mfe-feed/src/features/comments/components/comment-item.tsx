import { useEffect, useRef, useState } from 'react';
import { Button, authorName, type Comment } from '@receipts/shared';
import { AuthorLink } from '@receipts/shared/people';
import { RecentDate } from '@receipts/shared/dates';
import type { CommentVotes } from '../api/comment-tree';
import type { ThreadView } from '../hooks/use-thread-view';
import { CommentVoteButtons } from './comment-vote-buttons';
import { ReportMenu } from '@receipts/shared/report';
import { AppealPanel } from '../../appeals';

/** 2 replies shown at first; each depth is indented by 3 spacing units. */
export const REPLIES_SHOWN = 2;
const INDENT_PER_DEPTH = 'calc(var(--rc-space) * 3)';

const replies = (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'}`;

/** What every comment of the thread shares: how it is shown, and what a fan can do. */
export interface CommentThread extends ThreadView {
  reply: (comment: Comment) => void;
  changeVotes: (id: number, votes: CommentVotes) => void;
}

export function CommentItem({ comment, depth = 0, thread }: { comment: Comment; depth?: number; thread: CommentThread }) {
  const [expanded, setExpanded] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const isLatest = thread.latest === comment.id;
  const children = comment.replies ?? [];
  const open = !thread.collapsed.has(comment.id);
  const few = children.filter((reply, index) => index < REPLIES_SHOWN || thread.revealed.has(reply.id));
  const hidden = children.length - few.length;
  const shown = expanded ? children : few;
  const author = authorName(comment.user);

  useEffect(() => {
    if (isLatest) item.current?.scrollIntoView({ block: 'nearest' });
  }, [isLatest]);

  return (
    <li ref={item} id={`comment-${comment.id}`} className="comment" style={{ marginLeft: depth > 0 ? INDENT_PER_DEPTH : 0 }}>
      <div className="comment__meta">
        <AuthorLink user={comment.user} />
        <RecentDate value={comment.created_at} />
        <ReportMenu target={{ type: 'comment', id: comment.id, authorId: comment.user?.id, label: `${author}'s comment` }} />
      </div>
      {/* Only its author is sent a comment moderators hid: they read why; nobody can answer it any more. */}
      {comment.moderation && <AppealPanel target={{ type: 'comment', id: comment.id }} moderation={comment.moderation} />}
      <p className="rc-wrap" style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
        {comment.text}
      </p>
      <div className="comment__actions">
        {!comment.moderation && <CommentVoteButtons comment={comment} onChange={thread.changeVotes} />}
        {!comment.moderation && (
          <Button variant="ghost" onClick={() => thread.reply(comment)}>
            Reply
          </Button>
        )}
        {children.length > 0 && (
          <Button variant="ghost" aria-expanded={open} onClick={() => thread.toggle(comment.id)}>
            {open ? 'Hide replies' : `Show ${replies(children.length)}`}
          </Button>
        )}
      </div>
      {open && children.length > 0 && (
        <>
          <ul className="comment-list" aria-label={`Replies to ${author}`}>
            {shown.map((reply) => (
              <CommentItem key={reply.id} comment={reply} depth={depth + 1} thread={thread} />
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
