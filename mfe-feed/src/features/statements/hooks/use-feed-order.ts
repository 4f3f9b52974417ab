import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_FEED_SORT,
  DEFAULT_FEED_WINDOW,
  isFeedSort,
  isFeedWindow,
  type FeedSort,
  type FeedWindow,
  type StatementListQuery,
} from '@receipts/shared';

/** The feed's order as shown: Hot, New or Top, and Top's window. */
export interface FeedOrder {
  sort: FeedSort;
  window: FeedWindow;
}

/**
 * The feed's order in the URL: `?sort=hot|top` (New, the default, has none) and, for Top, `?window=`
 * (This week, the default, has none), so reload, Back and a shared link keep it. Unknown values read as the default.
 * A change replaces the history entry, like the filters and tabs do.
 *
 * `query` is what the list asks the API for: the URL's own valid values as `sort_by` and `window`, exactly as the
 * remote's first-data declaration copies them (`sort:sort_by`, `window`), so the server's inlined first page is the
 * one this page asks for and its first view shows the order the URL names.
 *
 * The order shown moves at the tap: the router applies a URL change as a transition, and a controlled radio shows the
 * committed state, so on a slow phone the choice snapped back to the old order until the new page had rendered.
 */
export function useFeedOrder(): { order: FeedOrder; query: StatementListQuery; setOrder: (next: FeedOrder) => void } {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const windowParam = params.get('window');
  const sort = isFeedSort(sortParam) ? sortParam : DEFAULT_FEED_SORT;
  const windowValid = sort === 'top' && isFeedWindow(windowParam);
  const order: FeedOrder = { sort, window: windowValid ? windowParam : DEFAULT_FEED_WINDOW };
  const [shown, show] = useOptimistic(order);
  const query: StatementListQuery = {
    ...(isFeedSort(sortParam) ? { sort_by: sortParam } : {}),
    ...(windowValid ? { window: windowParam } : {}),
  };
  const setOrder = (next: FeedOrder) =>
    startTransition(() => {
      show(next);
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next.sort === DEFAULT_FEED_SORT) updated.delete('sort');
          else updated.set('sort', next.sort);
          if (next.sort === 'top' && next.window !== DEFAULT_FEED_WINDOW) updated.set('window', next.window);
          else updated.delete('window');
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    });
  return { order: shown, query, setOrder };
}
