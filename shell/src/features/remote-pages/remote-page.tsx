import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { PageSkeleton, type RemoteName } from '@receipts/shared';
import { isPageLoaded, preloadPage } from '@receipts/shared/lazy-page';
import { peekBootData, loadedRemoteRoutes, loadRemoteRoutes } from '../../federation';
import { FirstViewSlot, useFirstViewFor } from '../first-view';
import { RemoteErrorBoundary, markLoadFailure } from './remote-error-boundary';

/** How the shell names a remote's area to people: the registry's word for it (its remote.json), via the boot map. */
const areaOf = (remote: RemoteName): string => peekBootData()?.remotes[remote]?.area || 'page';

type PageState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; error: Error };

function pageOf(remote: RemoteName, path: string): PageState | null {
  const module = loadedRemoteRoutes(remote);
  if (!module) return null;
  const Page = module.pages[path];
  if (!Page) return { status: 'failed', error: new Error(`${remote} has no page for ${path}.`) };
  // A page whose code is its own chunk (lazyPage) shows once that has arrived, like a remote's first page.
  return isPageLoaded(Page) ? { status: 'ready', Page } : null;
}

/**
 * A remote's page once its routes module has loaded. Not React.lazy on purpose: a Suspense fallback holds
 * back the content it replaces for at least 300 ms (React's reveal throttle), which on first load cost the
 * feed a third of a second after its code and data had arrived. An already-loaded remote renders at once.
 */
function LoadedPage({ remote, path }: { remote: RemoteName; path: string }) {
  const [state, setState] = useState<PageState>(() => pageOf(remote, path) ?? { status: 'loading' });
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    loadRemoteRoutes(remote)
      .then((module) => preloadPage(module.pages[path]))
      .then(
        // A transition: the page renders in slices that yield to the browser, not in one long task.
        () => live && startTransition(() => setState(pageOf(remote, path) ?? { status: 'loading' })),
        (error: unknown) =>
          live && setState({ status: 'failed', error: markLoadFailure(error instanceof Error ? error : new Error(String(error))) }),
      );
    return () => {
      live = false;
    };
  }, [remote, path, state.status]);

  if (state.status === 'failed') throw state.error; // the area's error boundary shows the Retry panel
  if (state.status === 'loading') return <PageSkeleton label={`Loading the ${areaOf(remote)}`} />;
  return <state.Page />;
}

/** Renders one route of one remote, loading that remote on first visit; the server's first view when it is this page. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const isFirstView = useFirstViewFor(remote, path);
  return isFirstView ? <FirstViewSlot /> : <LoadedRemotePage remote={remote} path={path} />;
}

function LoadedRemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const [generation, setGeneration] = useState(0);
  return (
    // Keyed per route: routes share this component type, and a failed area must not follow the user elsewhere.
    <RemoteErrorBoundary key={`${remote}|${path}`} area={areaOf(remote)} remote={remote} onRetry={() => setGeneration((n) => n + 1)}>
      <LoadedPage key={generation} remote={remote} path={path} />
    </RemoteErrorBoundary>
  );
}
