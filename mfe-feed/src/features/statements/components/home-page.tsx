import { Page } from '@receipts/shared';
import { useSearchQuery } from '../hooks/use-search-term';
import { PopularPredictions } from './popular-predictions';
import { StatementList } from './statement-list';

/** Spec §2.6: the home feed with filters, infinite scroll and the Popular Predictions panel. */
export function HomePage() {
  const query = useSearchQuery();
  return (
    <Page title="Home">
      <div className="feed-layout">
        <StatementList showFilters query={query} />
        <aside className="feed-layout__aside">
          <PopularPredictions />
        </aside>
      </div>
    </Page>
  );
}
