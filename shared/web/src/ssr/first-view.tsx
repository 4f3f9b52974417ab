/**
 * Server side only: renders a remote's page for one location into HTML from the answers the server
 * inlines into the page anyway (boot data), so the fan sees the page's content with the HTML's first
 * paint, before any script has run. The shell hydrates this markup with the same page under its own router
 * (shell/src/features/first-view/), so what renders here must render the same in the browser's first pass.
 *
 * A remote opts in with a `firstView` entry in its webpack config (shared/build/first-view-config.cjs),
 * which builds this into `dist/ssr/first-view.js` and names it in its mf-manifest.json.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { clearPrefetched, seedPrefetched, type InlineAnswer } from '../api/prefetch';
import { clearQueries } from '../query/query-cache';
import type { FirstViewRequest, RenderFirstView } from '../federation/boot';
import { authStore } from '../auth';
import { CURRENT_USER_REQUEST, requestKey } from '../site-map/route-data';
import { matchRoute } from '../site-map/match';
import type { RemoteRoutesModule } from '../site-map/remotes';
import { isPageLoaded, preloadPage } from '../site-map/lazy-page';
import type { BackendUser, UserResponse } from '@receipts/contract';

export type { FirstViewRequest, RenderFirstView } from '../federation/boot';

/**
 * React puts preload hints for the page's images before the markup; the avatars must not compete with
 * the scripts for a phone's bandwidth on a first load, so they are dropped (the images load as usual).
 */
const HOISTED_PRELOADS = /^(?:<link [^>]*>)+/;
/** Whether rendered markup still waits on something (a spinner or skeleton): not worth sending. */
const BUSY = /aria-busy="true"|role="progressbar"/;

/** The session's user from the inlined `GET /api/auth/user/` answer (`{ user }`), as the browser's auth store holds it. */
export function signedInUser(answers: Record<string, InlineAnswer>): BackendUser | null {
  const answer = answers[requestKey(CURRENT_USER_REQUEST.path)];
  return answer?.status === 200 ? ((answer.body as UserResponse).user ?? null) : null;
}

/**
 * A renderer for the given pages (the same components the remote exposes). Rendering is synchronous:
 * the answers are seeded, the page renders, and everything is cleared before another request is served.
 * A page whose code is its own chunk (lazyPage) is loaded first, once, so it renders in one pass like the rest.
 */
export function createFirstViewRenderer(pages: RemoteRoutesModule['pages']): RenderFirstView {
  return (request) => {
    const pattern = Object.keys(pages).find((candidate) => matchRoute(candidate, request.pathname));
    if (!pattern) return null;
    const Page = pages[pattern];
    return isPageLoaded(Page) ? renderPage(pattern, Page, request) : preloadPage(Page).then(() => renderPage(pattern, Page, request));
  };
}

function renderPage(pattern: string, Page: ComponentType, { pathname, search, answers }: FirstViewRequest): string | null {
  const initial = authStore.getInitialState;
  clearQueries();
  seedPrefetched(answers);
  authStore.setState({ status: 'ready', user: signedInUser(answers) });
  // zustand answers server renders from the store's initial state; this render is for this one fan.
  authStore.getInitialState = authStore.getState;
  try {
    const html = renderToString(
      <StaticRouter location={`${pathname}${search}`}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </StaticRouter>,
    );
    return BUSY.test(html) ? null : html.replace(HOISTED_PRELOADS, '');
  } finally {
    authStore.getInitialState = initial;
    authStore.setState({ status: 'loading', user: null });
    clearPrefetched();
    // The query cache is per browser tab; on the server it must never carry one fan's answers to the next.
    clearQueries();
  }
}
