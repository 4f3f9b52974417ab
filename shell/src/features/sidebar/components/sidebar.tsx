import { lazy, Suspense } from 'react';
import { Spinner, useAuth } from '@receipts/shared';
import { useIsSmallScreen } from '../../responsive';
import { ThemeSwitch } from '../../theme';
import { useAfterMainContent } from '../hooks/use-after-main-content';
import { useAutoHideScrollbar } from '../hooks/use-auto-hide-scrollbar';
import { useNavItems } from '../../navigation';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { NavIcon, navIconName, type NavIconName } from './nav-icons';
import { AccountLinks } from './account-links';
import '../sidebar.css';

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

/**
 * Main links (the remotes' `main` nav items: the feed's Home, Trending… in their order), on a phone the member's
 * Account group, then the Commentators, Communities and Resources groups (the shell's own), for staff the remotes'
 * `staff` items (Moderation), and the dark-mode switch.
 */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
  const afterMainContent = useAfterMainContent();
  const mainLinks = useNavItems('main');
  const staffLinks = useNavItems('staff');
  const { scrolling, onScroll } = useAutoHideScrollbar();
  const user = useAuth((state) => state.user);
  // On a phone the avatar menu is one small target among many: the open drawer lists the account entries too (only
  // once open: they ask the profile remote for the member's achievements line).
  const small = useIsSmallScreen();

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
          {mainLinks.map(({ path, label, icon }) => (
            <SidebarLink key={path} to={path} end={path === '/'} icon={<NavIcon name={navIconName(icon)} />} onNavigate={onNavigate}>
              {label}
            </SidebarLink>
          ))}
        </ul>
        {small && open && user && (
          <SidebarGroup title="Account">
            <AccountLinks user={user} onNavigate={onNavigate} />
          </SidebarGroup>
        )}
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
        {staffLinks.length > 0 && (
          <SidebarGroup title="Staff">
            <ul className="rc-sidebar__list">
              {staffLinks.map(({ path, label, icon }) => (
                <SidebarLink key={path} to={path} icon={<NavIcon name={navIconName(icon)} />} onNavigate={onNavigate}>
                  {label}
                </SidebarLink>
              ))}
            </ul>
          </SidebarGroup>
        )}
      </nav>
      <div className="rc-sidebar__display">
        <ThemeSwitch />
      </div>
    </aside>
  );
}
