import { Button, useAuth } from '@receipts/shared';
import { openSignIn } from '../../sign-in';
import { SIDEBAR_ID } from '../../sidebar';
import { LogoButton } from './logo-button';
import { SearchBox } from './search-box';
import { MemberMenus } from './lazy-menus';
import '../top-bar.css';

/** The top bar: menu toggle, logo, search, and 'Log In' or the Create and avatar menus. */
export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);

  return (
    <header className="rc-topbar">
      <button
        type="button"
        className="rc-icon-button"
        aria-label="Toggle sidebar"
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </button>
      <LogoButton />
      <div className="rc-topbar__search">
        <SearchBox />
      </div>
      <div className="rc-topbar__actions">
        {status === 'ready' && !user && (
          <Button variant="primary" onClick={() => openSignIn()}>
            Log In
          </Button>
        )}
        {user && <MemberMenus user={user} />}
      </div>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
