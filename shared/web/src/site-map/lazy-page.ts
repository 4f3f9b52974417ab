import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

/**
 * A remote's page whose code is its own chunk, fetched when the page is first wanted, so a first load carries only
 * the code of the page it opens. Whoever renders it first calls `preloadPage` and renders once that has settled:
 * the shell before hydrating the server's first view and before showing the page, the server before rendering it.
 * The page then renders at once, with no Suspense boundary whose fallback the server's markup would not have.
 * Its own entry (`@receipts/shared/lazy-page`): the shell bundles only the two readers below, each remote its own
 * `lazyPage`; they agree by the page's shape (`preload`, `loaded`), not by one shared copy.
 */
export type LazyPage = FunctionComponent & {
  /** Fetches the page's code; settles once the page renders without waiting. */
  preload(): Promise<void>;
  /** Whether the page's code has arrived. */
  loaded(): boolean;
};

/** A page from `load` (a dynamic import of its module, picking the page's component). */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null; // a later visit (the area's Retry) fetches it again
        throw error;
      },
    ));
  // Rendered before `preload` settled (a caller that did not wait): it suspends until the code has arrived.
  const Page = () => {
    if (!Loaded) use(preload());
    return createElement(Loaded!);
  };
  Page.displayName = 'LazyPage';
  return Object.assign(Page, { preload, loaded: () => Loaded !== null });
}

function asLazy(Page: ComponentType | undefined): Partial<LazyPage> {
  return (Page ?? {}) as Partial<LazyPage>;
}

/** Fetches a lazy page's code; a page bundled with its remote's routes is ready at once. */
export function preloadPage(Page: ComponentType | undefined): Promise<void> {
  const { preload } = asLazy(Page);
  return typeof preload === 'function' ? preload() : Promise.resolve();
}

/** Whether the page renders without waiting: its code is there (every page bundled with its remote's routes is). */
export function isPageLoaded(Page: ComponentType | undefined): boolean {
  const { loaded } = asLazy(Page);
  return typeof loaded === 'function' ? loaded() : true;
}
