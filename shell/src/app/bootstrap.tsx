import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { authStore, configureApi, registerRuntimeProbe, Spinner, useAuth } from '@receipts/shared';
import { loadRuntimeConfig, startIdentity } from '../features';
import { AppRoutes } from './app-routes';

registerRuntimeProbe('shell', { react: React, authStore });

/** Spec §4: nothing renders until the first identity callback has been handled. */
function App() {
  const status = useAuth((state) => state.status);
  if (status === 'loading') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spinner label="Loading Receipts" />
      </div>
    );
  }
  return <AppRoutes />;
}

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
  authStore.getState().start(await startIdentity().catch(() => null));
}

void start();
