import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSkeleton, REMOTE_REGISTRY, type RemoteName } from '@receipts/shared';
import { loadRemoteRoutes } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';


const AREA_NAMES = Object.fromEntries(REMOTE_REGISTRY.map((remote) => [remote.name, remote.area])) as Record<RemoteName, string>;

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(remote: RemoteName, path: string, generation: number) {
  const key = `${remote}|${path}|${generation}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const module = await loadRemoteRoutes(remote);
      const Page = module.pages[path];
      if (!Page) throw new Error(`${remote} has no page for ${path}.`);
      return { default: Page };
    });
    pages.set(key, page);
  }
  return page;
}

/** Renders one route of one remote, loading that remote on first visit. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const [generation, setGeneration] = useState(0);
  const Page = lazyPage(remote, path, generation);
  return (
    // Keyed per route: routes share this component type, and a failed area must not follow the user elsewhere.
    <RemoteErrorBoundary key={`${remote}|${path}`} area={AREA_NAMES[remote]} onRetry={() => setGeneration((n) => n + 1)}>
      <Suspense fallback={<PageSkeleton label={`Loading the ${AREA_NAMES[remote]}`} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
