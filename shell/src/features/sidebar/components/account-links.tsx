import type { BackendUser } from '@receipts/shared';
import { useAccountEntries, useLogOut } from '../../account';
import { SidebarLink } from './sidebar-link';
import { NavIcon, navIconName } from './nav-icons';

/**
 * The drawer's Account group on a phone: the same entries as the avatar menu (the remotes' account nav items and
 * the shell's own), then Log Out, so a member reaches their account with one thumb.
 */
export function AccountLinks({ user, onNavigate }: { user: BackendUser; onNavigate?: () => void }) {
  const { entries } = useAccountEntries(user, { shown: true });
  const logOut = useLogOut();
  return (
    <ul className="rc-sidebar__list">
      {entries.map(({ item, href, hint }) => (
        <SidebarLink key={item.path} to={href} icon={<NavIcon name={navIconName(item.icon)} />} onNavigate={onNavigate}>
          {item.label}
          {hint && <span className="rc-sidebar__hint">{hint}</span>}
        </SidebarLink>
      ))}
      <li>
        <button
          type="button"
          className="rc-sidebar__link rc-sidebar__button"
          onClick={() => {
            onNavigate?.();
            void logOut();
          }}
        >
          <LogOutIcon />
          <span className="rc-sidebar__label">Log Out</span>
        </button>
      </li>
    </ul>
  );
}

function LogOutIcon() {
  return (
    <svg
      className="rc-sidebar__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l-5-5 5-5M5 12h11" />
    </svg>
  );
}
