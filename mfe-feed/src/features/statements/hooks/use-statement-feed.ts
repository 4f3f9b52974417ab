import { useCallback, useEffect, useRef, useState } from 'react';
import { FEED_PAGE_SIZE, statementsApi, type Statement, type StatementListQuery } from '@receipts/shared';
import { feedErrorMessage } from '../api/feed-errors';

/** Spec §9: pages of FEED_PAGE_SIZE (10, the number the shell's first-load requests use); a full page means more may exist. */
export { FEED_PAGE_SIZE };

interface FeedState {
  items: Statement[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
}

const START: FeedState = { items: [], loading: true, error: null, hasMore: false };

const firstPageOf = (query: StatementListQuery) => ({ ...query, page: 1, per_page: FEED_PAGE_SIZE });

/** Page 1 as it came with the page (boot data), so the first render shows cards, not a spinner. */
function inlinedFirstPage(queryKey: string): FeedState | null {
  const items = statementsApi.peek.list(firstPageOf(JSON.parse(queryKey) as StatementListQuery));
  return items ? { items, loading: false, error: null, hasMore: items.length === FEED_PAGE_SIZE } : null;
}

/** Paged statement list for `query`; a new query starts again at page 1 (spec §4 Feed). */
export function useStatementFeed(query: StatementListQuery, enabled = true) {
  const queryKey = JSON.stringify(query);
  const [current, setCurrent] = useState({ queryKey, page: 1 });
  const [inlined] = useState(() => (enabled ? inlinedFirstPage(queryKey) : null));
  const [state, setState] = useState<FeedState>(() => inlined ?? (enabled ? START : { ...START, loading: false }));
  const skipLoad = useRef(inlined ? `${queryKey}|1` : null);

  if (current.queryKey !== queryKey) {
    setCurrent({ queryKey, page: 1 });
    setState(START);
  }
  const page = current.queryKey === queryKey ? current.page : 1;

  useEffect(() => {
    if (!enabled) return;
    if (skipLoad.current === `${queryKey}|${page}`) {
      skipLoad.current = null;
      return;
    }
    let active = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    const request: StatementListQuery = { ...(JSON.parse(queryKey) as StatementListQuery), page, per_page: FEED_PAGE_SIZE };
    statementsApi.list(request).then(
      (items) => active && setState((previous) => ({
        items: page === 1 ? items : appendNew(previous.items, items),
        loading: false,
        error: null,
        hasMore: items.length === FEED_PAGE_SIZE,
      })),
      (error: unknown) => active && setState((previous) => ({ ...previous, loading: false, error: feedErrorMessage(error) })),
    );
    return () => {
      active = false;
    };
  }, [queryKey, page, enabled]);

  const canLoadMore = enabled && !state.loading && state.hasMore && !state.error;
  const loadMore = useCallback(() => {
    if (canLoadMore) setCurrent((previous) => ({ ...previous, page: previous.page + 1 }));
  }, [canLoadMore]);

  const replace = useCallback((next: Statement) => {
    setState((previous) => ({ ...previous, items: previous.items.map((item) => (item.id === next.id ? next : item)) }));
  }, []);

  return { ...state, loadMore, replace };
}

function appendNew(existing: Statement[], incoming: Statement[]): Statement[] {
  const seen = new Set(existing.map((item) => item.id));
  return [...existing, ...incoming.filter((item) => !seen.has(item.id))];
}
