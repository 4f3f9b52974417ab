import { useCallback, useState } from 'react';
import {
  shareStatement,
  statementListKey,
  statementsApi,
  updateQuery,
  useCachedData,
  type Statement,
  type StatementListQuery,
  type StatementPages,
} from '@receipts/shared';
import { feedErrorMessage } from '../api/feed-errors';

/**
 * Spec §9: feed pages hold 10 statements; a full page means more may exist. The home page's first GET, which this
 * remote declares in src/first-data.json, asks for the same number (first-data.test.ts).
 */
export const FEED_PAGE_SIZE = 10;

const pageOf = (query: StatementListQuery, page: number) => ({ ...query, page, per_page: FEED_PAGE_SIZE });
const pagesFrom = (items: Statement[], page: number): StatementPages => ({ items, page, hasMore: items.length === FEED_PAGE_SIZE });

/** Page 1 as it came with the page (boot data), so the first render shows cards, not a spinner. */
function inlinedFirstPage(query: StatementListQuery): StatementPages | undefined {
  const items = statementsApi.peek.list(pageOf(query, 1));
  return items && pagesFrom(items, 1);
}

/**
 * Paged statement list for `query` (spec §4 Feed), kept in the shared query cache: Back to a list shows every
 * page it had loaded, and a vote anywhere shows here. A new query starts again at page 1.
 */
export function useStatementFeed(query: StatementListQuery, enabled = true) {
  const key = statementListKey(query);
  const first = useCachedData(
    enabled ? key : 'feed-disabled',
    () => (enabled ? statementsApi.list(pageOf(query, 1)).then((items) => pagesFrom(items, 1)) : Promise.resolve(pagesFrom([], 1))),
    enabled ? inlinedFirstPage(query) : pagesFrom([], 1),
  );
  const [more, setMore] = useState<{ key: string; loading: boolean; error: string | null }>({ key, loading: false, error: null });
  const moreState = more.key === key ? more : { key, loading: false, error: null };

  const pages = first.state.status === 'success' ? first.state.data : null;
  const canLoadMore = enabled && pages !== null && pages.hasMore && !moreState.loading && !moreState.error;
  const nextPage = (pages?.page ?? 0) + 1;
  const queryJson = JSON.stringify(query);

  const loadMore = useCallback(() => {
    if (!canLoadMore) return;
    setMore({ key, loading: true, error: null });
    statementsApi.list(pageOf(JSON.parse(queryJson) as StatementListQuery, nextPage)).then(
      (items) => {
        updateQuery<StatementPages>(key, (held) => (held.page + 1 === nextPage ? appendPage(held, items, nextPage) : held));
        setMore((current) => (current.key === key ? { key, loading: false, error: null } : current));
      },
      (error: unknown) => setMore((current) => (current.key === key ? { key, loading: false, error: feedErrorMessage(error) } : current)),
    );
  }, [canLoadMore, key, queryJson, nextPage]);

  return {
    items: pages?.items ?? [],
    loading: first.state.status === 'loading' || moreState.loading,
    error: first.state.status === 'error' ? feedErrorMessage(first.state.error) : moreState.error,
    hasMore: pages?.hasMore ?? false,
    loadMore,
    replace: shareStatement,
  };
}

function appendPage(held: StatementPages, incoming: Statement[], page: number): StatementPages {
  const seen = new Set(held.items.map((item) => item.id));
  return { items: [...held.items, ...incoming.filter((item) => !seen.has(item.id))], page, hasMore: incoming.length === FEED_PAGE_SIZE };
}
