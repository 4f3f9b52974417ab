import { startTransition, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { authStore, matchRoute, type RemotesMap } from '@receipts/shared';
import { preloadPage } from '@receipts/shared/lazy-page';
import { loadRemoteRoutes, remoteOfPath } from '../../federation';
import { FirstViewIsland } from './first-view-island';
import { capturedFirstView, markHydrating, markLive, releaseFirstView } from './first-view-state';
import { replayHeldClick } from './held-click';
import { editsIn, replayEdits } from './replay-edits';
import { shellNavigationReady } from './shell-navigation';

/**
 * Hydrates the server's first view with the page's own component, once the page's remote has loaded and the
 * shell's router has rendered (the page's links navigate it). Anything that stops it (no remote page here, the
 * remote failed, the fan already left) removes the first view; the shell then renders the page itself.
 */
export async function hydrateFirstView(remotes: RemotesMap): Promise<void> {
  const captured = capturedFirstView();
  if (!captured) return;
  const { pathname } = new URL(captured.location, window.location.origin);
  const remote = remoteOfPath(pathname, remotes);
  if (!remote) return releaseFirstView();
  markHydrating(remote, pathname);
  try {
    const [page, navigation] = await Promise.all([loadPageOf(remote, pathname), shellNavigationReady()]);
    if (capturedFirstView() !== captured) return; // released meanwhile
    if (`${navigation.location.pathname}${navigation.location.search}` !== captured.location) return releaseFirstView();
    if (!page) return releaseFirstView();
    const { pattern, Page } = page;
    // zustand reads a hydrating render's state from getInitialState (the server's snapshot); in the browser the
    // server's snapshot is the page's state now, as the server rendered it for this session. Held as it is now:
    // hydration runs in slices, and a sign-in state that changed between two of them must not split the page.
    const asRendered = authStore.getState();
    authStore.getInitialState = () => asRendered;
    let committed = false;
    const onCommit = () => {
      if (committed) return;
      committed = true;
      // After React's commit (this runs inside it): a field typed into mid-commit would be reset.
      queueMicrotask(() => {
        if (capturedFirstView() !== captured) return;
        replayEdits(captured.page, before);
        markLive(remote, pathname, pattern, root);
        replayHeldClick((path) => navigation.navigator.push(path));
      });
    };
    const before = editsIn(captured.page);
    // In a transition: React hydrates the page in slices that yield to the browser (at the default priority it is
    // one task, which a phone's CPU makes long enough to block input). The server rendered for this session's user
    // and inlined answers, so the first pass matches. `root` is read in the microtask above, after the commit.
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(captured.page, <FirstViewIsland pattern={pattern} Page={Page} onCommit={onCommit} />);
    });
  } catch {
    releaseFirstView();
  }
}

/**
 * The remote's page for the path, by the same rule as the server's renderer (the first of its pages whose pattern
 * matches), with its code: a page in its own chunk (lazyPage) is fetched first, since hydration must render the
 * server's markup in one pass, with nothing suspended.
 */
async function loadPageOf(remote: string, pathname: string): Promise<{ pattern: string; Page: ComponentType } | null> {
  const module = await loadRemoteRoutes(remote);
  const pattern = Object.keys(module.pages).find((candidate) => matchRoute(candidate, pathname));
  const Page = pattern ? module.pages[pattern] : undefined;
  if (!pattern || !Page) return null;
  await preloadPage(Page);
  return { pattern, Page };
}
