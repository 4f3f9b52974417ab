import { Spinner } from '@receipts/shared';
import type { ListState } from '../hooks/use-sidebar-lists';
import { EntityList } from './entity-list';

/**
 * Podcasts and Shows subgroups. 'Failed to load content' only when both failed,
 * 'No content available' when both are empty; a single failed list is left out.
 */
export function Communities({ podcasts, shows, onNavigate }: { podcasts: ListState; shows: ListState; onNavigate?: () => void }) {
  if (podcasts.status === 'loading' || shows.status === 'loading') return <Spinner label="Loading communities" />;
  if (podcasts.status === 'error' && shows.status === 'error') {
    return <p className="rc-sidebar__message rc-sidebar__message--error">Failed to load content</p>;
  }
  const podcastItems = podcasts.status === 'ready' ? podcasts.items : [];
  const showItems = shows.status === 'ready' ? shows.items : [];
  if (podcastItems.length === 0 && showItems.length === 0) return <p className="rc-sidebar__message">No content available</p>;
  return (
    <>
      {podcastItems.length > 0 && (
        <>
          <h3 className="rc-sidebar__subtitle">Podcasts</h3>
          <EntityList
            label="Podcasts"
            items={podcastItems}
            basePath="/podcasts"
            fallback="P"
            moreLabel="Show More Podcasts"
            onNavigate={onNavigate}
          />
        </>
      )}
      {showItems.length > 0 && (
        <>
          <h3 className="rc-sidebar__subtitle">Shows</h3>
          <EntityList label="Shows" items={showItems} basePath="/shows" fallback="S" moreLabel="Show More Shows" onNavigate={onNavigate} />
        </>
      )}
    </>
  );
}
