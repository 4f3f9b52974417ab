import { useCallback, useState } from 'react';
import {
  FIRST_PAGE_CURSOR,
  shareStatement,
  statementListKey,
  statementsApi,
  updateQuery,
  useCachedData,
  type Statement,
  type StatementListQuery,
  type StatementPage,
  type StatementPages,
} from '@receipts/shared';
import { feedErrorMessage } from '../api/feed-errors';

/**
 * Feed pages hold 10 statements; a full page means more may exist. The home page's first GET, which this
 * remote declares in src/first-data.json, asks for the same number (first-data.test.ts).
 */
export const FEED_PAGE_SIZE = 10;

type ListQuery = Omit<StatementListQuery, 'cursor' | 'page'>;

const pageOf = (query: ListQuery, page: number) => ({ ...query, page, per_page: FEED_PAGE_SIZE });
const pagesFrom = (items: Statement[], page: number): StatementPages => ({ items, page, hasMore: items.length === FEED_PAGE_SIZE });
/** Keyset paging: page 1 is `cursor=first`, every later page the cursor the one before it named. */
const cursorOf = (query: ListQuery, cursor: string) => ({ ...query, cursor, per_page: FEED_PAGE_SIZE });
const keysetFrom = (answer: StatementPage, page: number): StatementPages => ({
  items: answer.results,
  page,
  hasMore: answer.next_cursor !== null,
  nextCursor: answer.next_cursor,
});

/** Page 1 as it came with the page (boot data), so the first render shows cards, not a spinner. */
function inlinedFirstPage(query: ListQuery, keyset: boolean): StatementPages | undefined {
  if (keyset) {
    const answer = statementsApi.peek.page(cursorOf(query, FIRST_PAGE_CURSOR));
    return answer && keysetFrom(answer, 1);
  }
  const items = statementsApi.peek.list(pageOf(query, 1));
  return items && pagesFrom(items, 1);
}

function fetchPage(query: ListQuery, page: number, cursor: string | null | undefined, keyset: boolean): Promise<StatementPages> {
  if (keyset) return statementsApi.page(cursorOf(query, cursor ?? FIRST_PAGE_CURSOR)).then((answer) => keysetFrom(answer, page));
  return statementsApi.list(pageOf(query, page)).then((items) => pagesFrom(items, page));
}

/**
 * Paged statement list for `query`, kept in the shared query cache: Back to a list shows every
 * page it had loaded, and a vote anywhere shows here. A new query starts again at page 1. With `keyset` (the home
 * feed) the pages are read by cursor, so a page deep in the feed costs what the first does.
 */
export function useStatementFeed(query: ListQuery, enabled = true, keyset = false) {
  const key = statementListKey(keyset ? { ...query, cursor: FIRST_PAGE_CURSOR } : query);
  const first = useCachedData(
    enabled ? key : 'feed-disabled',
    () => (enabled ? fetchPage(query, 1, null, keyset) : Promise.resolve(pagesFrom([], 1))),
    enabled ? inlinedFirstPage(query, keyset) : pagesFrom([], 1),
  );
  const [more, setMore] = useState<{ key: string; loading: boolean; error: string | null }>({ key, loading: false, error: null });
  const moreState = more.key === key ? more : { key, loading: false, error: null };

  const pages = first.state.status === 'success' ? first.state.data : null;
  const canLoadMore = enabled && pages !== null && pages.hasMore && !moreState.loading && !moreState.error;
  const nextPage = (pages?.page ?? 0) + 1;
  const nextCursor = pages?.nextCursor;
  const queryJson = JSON.stringify(query);

  const loadMore = useCallback(() => {
    if (!canLoadMore) return;
    setMore({ key, loading: true, error: null });
    fetchPage(JSON.parse(queryJson) as ListQuery, nextPage, nextCursor, keyset).then(
      (incoming) => {
        updateQuery<StatementPages>(key, (held) => (held.page + 1 === nextPage ? appendPage(held, incoming) : held));
        setMore((current) => (current.key === key ? { key, loading: false, error: null } : current));
      },
      (error: unknown) => setMore((current) => (current.key === key ? { key, loading: false, error: feedErrorMessage(error) } : current)),
    );
  }, [canLoadMore, key, queryJson, nextPage, nextCursor, keyset]);

  return {
    items: pages?.items ?? [],
    loading: first.state.status === 'loading' || moreState.loading,
    error: first.state.status === 'error' ? feedErrorMessage(first.state.error) : moreState.error,
    hasMore: pages?.hasMore ?? false,
    loadMore,
    replace: shareStatement,
  };
}

function appendPage(held: StatementPages, incoming: StatementPages): StatementPages {
  const seen = new Set(held.items.map((item) => item.id));
  return { ...incoming, items: [...held.items, ...incoming.items.filter((item) => !seen.has(item.id))] };
}
