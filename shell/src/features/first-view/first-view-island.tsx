import { Component, useLayoutEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Route, Router, Routes } from 'react-router-dom';
import { matchRoute } from '@receipts/shared';
import { releaseFirstView } from './first-view-state';
import { shellNavigation, subscribeShellNavigation } from './shell-navigation';

/** A page that throws gives the screen back to the shell, which renders it again with its Retry panel. */
class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    setTimeout(releaseFirstView, 0);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The shell's location and navigator: a link in the page navigates the shell's router, as from any page. */
function ShellRouter({ pattern, children, onCommit }: { pattern: string; children: ReactNode; onCommit: () => void }) {
  const navigation = useSyncExternalStore(subscribeShellNavigation, shellNavigation, shellNavigation);
  useLayoutEffect(onCommit, [onCommit]);
  // Leaving the route: the shell releases this page in a moment, and renders the next one itself.
  if (!navigation || !matchRoute(pattern, navigation.location.pathname)) return null;
  return (
    <Router location={navigation.location} navigationType={navigation.navigationType} navigator={navigation.navigator}>
      {children}
    </Router>
  );
}

/**
 * The tree the server rendered (shared/web/src/ssr/first-view.tsx: the page's route under a router), with the shell's
 * router in place of the server's static one. The wrappers render no markup, so the server's markup matches.
 */
export function FirstViewIsland({ pattern, Page, onCommit }: { pattern: string; Page: ComponentType; onCommit: () => void }) {
  return (
    <IslandBoundary>
      <ShellRouter pattern={pattern} onCommit={onCommit}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </ShellRouter>
    </IslandBoundary>
  );
}
