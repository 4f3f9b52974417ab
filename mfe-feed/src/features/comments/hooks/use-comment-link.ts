import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Comment } from '@receipts/shared';
import { pathTo } from '../api/comment-tree';

const COMMENT_HASH = /^#comment-(\d+)$/;

/**
 * A link to one comment (`#comment-<id>`, a notification's): once the thread has arrived, opens the replies down
 * to it and brings it into view (`reveal`: the thread's own "keep this comment shown" path). Once per history entry.
 */
export function useCommentLink(comments: Comment[], ready: boolean, reveal: (path: number[]) => void) {
  const { hash, key } = useLocation();
  const handledFor = useRef<string | null>(null);

  useEffect(() => {
    const match = COMMENT_HASH.exec(hash);
    if (!ready || !match || handledFor.current === key) return;
    const path = pathTo(comments, Number(match[1]));
    if (!path.length) return;
    handledFor.current = key;
    reveal(path);
  }, [comments, ready, reveal, hash, key]);
}
