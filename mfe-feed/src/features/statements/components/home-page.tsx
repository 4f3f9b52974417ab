import { useMemo } from 'react';
import { Button, Page, useCurrentUser } from '@receipts/shared';
import { useChoiceParam } from '@receipts/shared/tab-param';
import { useSearchQuery } from '../hooks/use-search-term';
import { useFeedOrder } from '../hooks/use-feed-order';
import { FeedSort } from './feed-sort';
import { PopularPredictions } from './popular-predictions';
import { StatementList } from './statement-list';

const FEEDS = ['everyone', 'following'] as const;
type FeedChoice = (typeof FEEDS)[number];

/**
 * The home feed with filters, infinite scroll and the Popular Predictions panel, and a Following choice (the statements
 * of the people and pundits the fan follows).
 */
export function HomePage() {
  const query = useSearchQuery();
  const signedIn = useCurrentUser() !== null;
  const [feed, setFeed] = useChoiceParam<FeedChoice>('feed', FEEDS, 'everyone');
  const following = signedIn && feed === 'following';
  const { order, query: orderQuery, setOrder } = useFeedOrder();
  const orderKey = JSON.stringify(orderQuery);
  const listQuery = useMemo(
    () => ({ ...query, ...(JSON.parse(orderKey) as typeof orderQuery), ...(following ? { following: true } : {}) }),
    [following, query, orderKey],
  );
  return (
    <Page title="Home">
      {signedIn && (
        <div role="group" aria-label="Feed" className="feed-choice">
          {FEEDS.map((choice) => (
            <Button
              key={choice}
              variant={feed === choice ? 'primary' : 'default'}
              aria-pressed={feed === choice}
              onClick={() => setFeed(choice)}
            >
              {choice === 'everyone' ? 'Everyone' : 'Following'}
            </Button>
          ))}
        </div>
      )}
      {following && (
        <p className="rc-muted">What the fans you follow post, and receipts of the commentators, podcasts and shows you follow.</p>
      )}
      <div className="feed-layout">
        <StatementList showFilters keyset query={listQuery} toolbar={<FeedSort order={order} onChange={setOrder} />} />
        <aside className="feed-layout__aside">
          <PopularPredictions />
        </aside>
      </div>
    </Page>
  );
}
