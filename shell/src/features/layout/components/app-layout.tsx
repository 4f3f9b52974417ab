import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSkeleton, useAuth } from '@receipts/shared';
import { usePublishShellNavigation } from '../../first-view';
import { useIsSmallScreen } from '../../responsive';
import { TopBar } from '../../top-bar';
import { Sidebar } from '../../sidebar';
import { useScrollRestoration } from '../../scroll';
import { SignInDialogs } from '../../sign-in';
import { VerifyEmailBanner } from './verify-email-banner';
import '../layout.css';

/**
 * The page frame: the 64 px top bar, the 280 px collapsible sidebar below it, and the routed page.
 * The page renders only once the auth store has settled, so it never flashes the signed-out view to a member.
 */
export function AppLayout() {
  const small = useIsSmallScreen();
  const [sidebarOpen, setSidebarOpen] = useState(!small);
  const status = useAuth((state) => state.status);
  usePublishShellNavigation();
  useScrollRestoration();

  useEffect(() => setSidebarOpen(!small), [small]);

  const closeOnSmallScreen = small ? () => setSidebarOpen(false) : undefined;

  return (
    <div className={`rc-shell${sidebarOpen && !small ? ' rc-shell--with-sidebar' : ''}`}>
      <TopBar sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
      {small && sidebarOpen && <div className="rc-shell__backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
      <Sidebar open={sidebarOpen} onNavigate={closeOnSmallScreen} />
      <main className="rc-shell__main">
        <VerifyEmailBanner />
        {status === 'ready' ? <Outlet /> : <PageSkeleton label="Loading" />}
      </main>
      <SignInDialogs />
    </div>
  );
}
