import { Alert, Button, EmptyState, Spinner, isApiError, shareStatement } from '@receipts/shared';
import { TRENDING_WINDOW_LABELS, type TrendingTab, type TrendingWindow } from '@receipts/shared/trending';
import { StatementCard } from '../../statements';
import { useTrending } from '../hooks/use-trending';

export const TRENDING_LOAD_ERROR = 'Failed to load trending statements. Please try again later.';
export const TRENDING_NETWORK_ERROR = 'Backend server is not responding...';

const EMPTY: Record<TrendingTab, string> = {
  predictions: 'No predictions',
  'hot-takes': 'No hot takes',
  all: 'Nothing',
};

/** The hottest statements of one kind and window, hottest first. */
export function TrendingList({ tab, timeWindow }: { tab: TrendingTab; timeWindow: TrendingWindow }) {
  const { state, reload, loadingMore, moreFailed, loadMore } = useTrending(tab, timeWindow);
  if (state.status === 'loading')
    return (
      <div className="feed-list__spinner">
        <Spinner label="Loading trending statements" />
      </div>
    );
  if (state.status === 'error') {
    return (
      <Alert>
        {isApiError(state.error) ? TRENDING_LOAD_ERROR : TRENDING_NETWORK_ERROR}{' '}
        <Button variant="ghost" onClick={reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { items, hasMore } = state.data;
  if (items.length === 0) {
    return (
      <EmptyState>
        {EMPTY[tab]} posted {timeWindow === 'today' ? 'in the last 24 hours' : 'in the last 7 days'} yet. Be the first!
      </EmptyState>
    );
  }
  return (
    // Cards title themselves with h3: the list's own h2 (hidden; the tabs show it) keeps the outline h1, h2, h3.
    <section aria-labelledby="trending-list-title" className="feed-list">
      <h2 id="trending-list-title" className="rc-visually-hidden">
        Trending {TRENDING_WINDOW_LABELS[timeWindow].toLowerCase()}
      </h2>
      <ol className="rc-stack">
        {items.map((statement) => (
          <li key={statement.id}>
            <StatementCard statement={statement} onChange={shareStatement} />
          </li>
        ))}
      </ol>
      {moreFailed && <Alert>{TRENDING_LOAD_ERROR}</Alert>}
      {hasMore && (
        <div className="feed-list__spinner">
          {loadingMore ? <Spinner label="Loading more" /> : <Button onClick={loadMore}>Show more</Button>}
        </div>
      )}
    </section>
  );
}
