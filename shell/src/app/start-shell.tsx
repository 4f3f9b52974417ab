import React, { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  CURRENT_USER_REQUEST,
  TOKEN_STORAGE_KEY,
  authStore,
  configureApi,
  firstLoadRequests,
  prefetchData,
  registerRuntimeProbe,
  requestKey,
  seedPrefetched,
  Toaster,
  type BootData,
} from '@receipts/shared';
import { authSettled, startAuth } from '../features';
import { activeRemotes, loadBootData, firstDataFor, preloadRemoteFor } from '../federation';
import { startClientErrorReports } from '../features/client-errors';
import { captureFirstView, hydrateFirstView, releaseFirstView } from '../features/first-view';
import { AppRoutes } from './app-routes';
import { nextTask } from './next-task';

registerRuntimeProbe('shell', { react: React, authStore });

/**
 * The server answered the page's first requests for the session cookie it saw. A browser that also holds a
 * bearer token the cookie did not match (the server saw nobody signed in) asks again with its token.
 */
function inlineDataFitsThisBrowser(boot: BootData): boolean {
  const signedInByCookie = boot.data?.[requestKey(CURRENT_USER_REQUEST.path)]?.status === 200;
  let bearer: string | null = null;
  try {
    bearer = localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    bearer = null;
  }
  return signedInByCookie || !bearer;
}

/**
 * First load, in parallel: the signed-in user and the page's first data requests start at once, the
 * page's remote starts loading, and the frame renders. Only what depends on the user waits for the auth
 * state: a visitor should see the page as soon as possible, not after a sign-in check.
 */
export async function startShell(): Promise<void> {
  startClientErrorReports();
  const boot = await loadBootData();
  const { config } = boot;
  const remotes = activeRemotes(boot);
  configureApi({ baseUrl: config.apiBaseUrl });
  captureFirstView();
  // The server rendered the first view for the cookie's session; a browser signed in another way renders its own.
  if (inlineDataFitsThisBrowser(boot)) seedPrefetched(boot.data ?? {});
  else releaseFirstView();
  // Reading the boot data, then starting the requests, then the sign-in state: each its own task, since together they
  // were one long task on a phone's CPU (scheduler.yield's continuation goes before other queued tasks).
  await nextTask();
  prefetchData(
    config.apiBaseUrl,
    firstLoadRequests(window.location.pathname, window.location.search, firstDataFor(window.location.pathname, remotes)),
  );
  preloadRemoteFor(window.location.pathname, remotes);
  await nextTask();
  const auth = startAuth();
  // The requests are out; React starts in the tasks after, once the auth state is known when that is quick (a
  // visitor's comes from the page's inlined answers): a store that changes half-way through the first render makes
  // React redo the whole render at once, one long task.
  await Promise.all([nextTask(), authSettled()]);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition: React renders the whole frame and page in slices that yield to the browser instead of one long
  // task (the server's first view is on screen meanwhile), which keeps a phone responsive while the app starts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes remotes={remotes} />
        </BrowserRouter>
        {/* notify()'s one live region, so a screen reader hears every remote's messages from one place. */}
        <Toaster />
      </StrictMode>,
    );
  });
  // The server's first view becomes the live page once the page's code is here and the frame has rendered.
  void hydrateFirstView(remotes);
  await auth;
}
