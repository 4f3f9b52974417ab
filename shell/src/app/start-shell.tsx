import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { authStore, configureApi, dataRequestsFor, prefetchData, registerRuntimeProbe } from '@receipts/shared';
import { startAuth } from '../features';
import { loadBootData } from '../federation/boot-data';
import { preloadRemoteFor } from '../federation/route-remote';
import { AppRoutes } from './app-routes';

registerRuntimeProbe('shell', { react: React, authStore });

/**
 * First load, in parallel: the signed-in user and the page's first data requests start at once, the
 * page's remote starts loading, and the frame renders. Only what depends on the user waits for the auth
 * state (spec §4).
 */
export async function startShell(): Promise<void> {
  const { config } = await loadBootData();
  configureApi({ baseUrl: config.apiBaseUrl });
  prefetchData(config.apiBaseUrl, [{ path: 'auth/user/' }, ...dataRequestsFor(window.location.pathname, window.location.search)]);
  preloadRemoteFor(window.location.pathname);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
  await startAuth();
}
