import { lazy, Suspense } from 'react';
import { Spinner } from '@receipts/shared';
import { useAfterMainContent } from '../hooks/use-after-main-content';
import { useAutoHideScrollbar } from '../hooks/use-auto-hide-scrollbar';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { NavIcon, type NavIconName } from './nav-icons';
import '../sidebar.css';

const MAIN_LINKS: { to: string; label: string; icon: NavIconName }[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/trending', label: 'Trending', icon: 'trending' },
  { to: '/leaderboards', label: 'Leaderboards', icon: 'leaderboards' },
  { to: '/predictions', label: 'Predictions', icon: 'predictions' },
  { to: '/opinions', label: 'Hot Takes', icon: 'hotTakes' },
  { to: '/insights', label: 'Insights', icon: 'insights' },
];

const RESOURCE_LINKS: { to: string; label: string; icon: NavIconName }[] = [
  { to: '/about', label: 'About', icon: 'about' },
  { to: '/advertise', label: 'Advertise', icon: 'advertise' },
  { to: '/feature-requests', label: 'Feature Requests', icon: 'features' },
];

export const SIDEBAR_ID = 'rc-sidebar';

const directoryLists = () => import('./directory-lists');
const CommentatorsContent = lazy(() => directoryLists().then((module) => ({ default: module.CommentatorsContent })));
const CommunitiesContent = lazy(() => directoryLists().then((module) => ({ default: module.CommunitiesContent })));

const loadingCommentators = <Spinner label="Loading commentators" />;
const loadingCommunities = <Spinner label="Loading communities" />;

/** Spec §2.3: main links, then the Commentators, Communities and Resources groups. */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
  const afterMainContent = useAfterMainContent();
  const { scrolling, onScroll } = useAutoHideScrollbar();

  return (
    <aside
      id={SIDEBAR_ID}
      className={`rc-sidebar${scrolling ? ' rc-sidebar--scrolling' : ''}`}
      data-scrolling={scrolling ? 'true' : 'false'}
      hidden={!open}
      onScroll={onScroll}
    >
      <nav aria-label="Sidebar">
        <ul className="rc-sidebar__list">
          {MAIN_LINKS.map(({ to, label, icon }) => (
            <SidebarLink key={to} to={to} end={to === '/'} icon={<NavIcon name={icon} />} onNavigate={onNavigate}>
              {label}
            </SidebarLink>
          ))}
        </ul>
        <SidebarGroup title="Commentators">
          {afterMainContent ? (
            <Suspense fallback={loadingCommentators}>
              <CommentatorsContent onNavigate={onNavigate} />
            </Suspense>
          ) : (
            loadingCommentators
          )}
        </SidebarGroup>
        <SidebarGroup title="Communities">
          {afterMainContent ? (
            <Suspense fallback={loadingCommunities}>
              <CommunitiesContent onNavigate={onNavigate} />
            </Suspense>
          ) : (
            loadingCommunities
          )}
        </SidebarGroup>
        <SidebarGroup title="Resources">
          <ul className="rc-sidebar__list">
            {RESOURCE_LINKS.map(({ to, label, icon }) => (
              <SidebarLink key={to} to={to} icon={<NavIcon name={icon} />} onNavigate={onNavigate}>
                {label}
              </SidebarLink>
            ))}
          </ul>
        </SidebarGroup>
      </nav>
    </aside>
  );
}
