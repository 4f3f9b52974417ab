import { Spinner } from '@receipts/shared';
import { loadSidebarCommentators, loadSidebarPodcasts, loadSidebarShows } from '../api/sidebar-lists';
import { useSidebarList } from '../hooks/use-sidebar-lists';
import { Communities } from './communities';
import { EntityList } from './entity-list';

/*
 * The sidebar's directory lists are their own chunk: they render only after the page's main content
 * (useAfterMainContent), so their code stays off the shell's first load (the first load has a size budget that e2e measures).
 */

export function CommentatorsContent({ onNavigate }: { onNavigate?: () => void }) {
  const commentators = useSidebarList('commentators', loadSidebarCommentators);
  if (commentators.status === 'loading') return <Spinner label="Loading commentators" />;
  if (commentators.status === 'error') {
    return <p className="rc-sidebar__message rc-sidebar__message--error">Failed to load commentators</p>;
  }
  return (
    <EntityList
      label="Commentators"
      items={commentators.items}
      basePath="/commentators"
      fallback="C"
      moreLabel="Show More"
      onNavigate={onNavigate}
    />
  );
}

export function CommunitiesContent({ onNavigate }: { onNavigate?: () => void }) {
  const podcasts = useSidebarList('podcasts', loadSidebarPodcasts);
  const shows = useSidebarList('shows', loadSidebarShows);
  return <Communities podcasts={podcasts} shows={shows} onNavigate={onNavigate} />;
}
