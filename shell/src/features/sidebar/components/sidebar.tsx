import { useSidebarLists } from '../hooks/use-sidebar-lists';
import { useAutoHideScrollbar } from '../hooks/use-auto-hide-scrollbar';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { EntityList } from './entity-list';
import { Communities } from './communities';
import { NavIcon, type NavIconName } from './nav-icons';
import { Spinner } from '@receipts/shared';
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

/** Spec §2.3: main links, then the Commentators, Communities and Resources groups. */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
  const { commentators, podcasts, shows } = useSidebarLists();
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
          {commentators.status === 'loading' && <Spinner label="Loading commentators" />}
          {commentators.status === 'error' && (
            <p className="rc-sidebar__message rc-sidebar__message--error">Failed to load commentators</p>
          )}
          {commentators.status === 'ready' && (
            <EntityList label="Commentators" items={commentators.items} basePath="/commentators" fallback="C"
              moreLabel="Show More" onNavigate={onNavigate} />
          )}
        </SidebarGroup>
        <SidebarGroup title="Communities">
          <Communities podcasts={podcasts} shows={shows} onNavigate={onNavigate} />
        </SidebarGroup>
        <SidebarGroup title="Resources">
          <ul className="rc-sidebar__list">
            {RESOURCE_LINKS.map(({ to, label, icon }) => (
              <SidebarLink key={to} to={to} icon={<NavIcon name={icon} />} onNavigate={onNavigate}>{label}</SidebarLink>
            ))}
          </ul>
        </SidebarGroup>
      </nav>
    </aside>
  );
}
