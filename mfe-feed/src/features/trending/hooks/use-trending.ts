import { useCallback, useState } from 'react';
import { updateQuery, useCachedData, type StatementPages } from '@receipts/shared';
import { trendingApi, type TrendingTab, type TrendingWindow } from '@receipts/shared/trending';
import { trendingKey } from '../../statements';

/** Statements per trending page. */
export const TRENDING_PAGE_SIZE = 20;

/**
 * One tab × window of /trending through the shared query cache (Back shows it again with no request, and a vote
 * anywhere shows in it); 'Show more' appends the next page.
 */
export function useTrending(tab: TrendingTab, timeWindow: TrendingWindow) {
  const key = trendingKey(tab, timeWindow, TRENDING_PAGE_SIZE);
  const fetchPage = useCallback(
    (page: number) => trendingApi.list({ tab, window: timeWindow, page, per_page: TRENDING_PAGE_SIZE }),
    [tab, timeWindow],
  );
  const first = useCachedData<StatementPages>(key, () =>
    fetchPage(1).then((items) => ({ items, page: 1, hasMore: items.length === TRENDING_PAGE_SIZE })),
  );
  const [more, setMore] = useState<{ key: string; loading: boolean; failed: boolean }>({ key, loading: false, failed: false });
  const moreState = more.key === key ? more : { key, loading: false, failed: false };
  const pages = first.state.status === 'success' ? first.state.data : null;

  const loadMore = useCallback(() => {
    if (!pages) return;
    const next = pages.page + 1;
    setMore({ key, loading: true, failed: false });
    fetchPage(next).then(
      (items) => {
        updateQuery<StatementPages>(key, (held) => {
          if (held.page + 1 !== next) return held;
          const seen = new Set(held.items.map((item) => item.id));
          return {
            items: [...held.items, ...items.filter((item) => !seen.has(item.id))],
            page: next,
            hasMore: items.length === TRENDING_PAGE_SIZE,
          };
        });
        setMore({ key, loading: false, failed: false });
      },
      () => setMore({ key, loading: false, failed: true }),
    );
  }, [pages, key, fetchPage]);

  return { state: first.state, reload: first.reload, loadingMore: moreState.loading, moreFailed: moreState.failed, loadMore };
}
