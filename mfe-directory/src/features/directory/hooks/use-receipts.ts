import { useEffect, useState } from 'react';
import { DEFAULT_PER_PAGE, statementsApi, type EntityKind, type Statement } from '@receipts/shared';

/** A pundit's receipts, newest first, a page at a time ('Show more receipts'). */
export function useReceipts(kind: EntityKind, slug: string) {
  const [receipts, setReceipts] = useState<Statement[]>([]);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'loading' | 'idle' | 'error'>('loading');
  const [hasMore, setHasMore] = useState(false);

  useEffect(() => {
    let live = true;
    setState('loading');
    statementsApi
      .list({ said_by: `${kind}:${slug}`, page, per_page: DEFAULT_PER_PAGE })
      .then((found) => {
        if (!live) return;
        setReceipts((current) => (page === 1 ? found : [...current, ...found]));
        setHasMore(found.length === DEFAULT_PER_PAGE);
        setState('idle');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [kind, slug, page]);

  return { receipts, state, hasMore, more: () => setPage((current) => current + 1) };
}
