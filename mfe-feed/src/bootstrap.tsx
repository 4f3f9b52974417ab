/** Standalone dev harness: `npm run dev -w mfe-feed` renders this remote's pages without the shell. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { authStore } from '@receipts/shared';
import { pages } from './routes';

authStore.getState().start();

/** Paths owned by the shell or other remotes (e.g. /login) have no page here. */
function ElsewhereInTheApp() {
  return (
    <p className="rc-page">
      {useLocation().pathname} is not part of mfe-feed. Pages here:{' '}
      {Object.keys(pages).map((path) => <Link key={path} to={path.replace(/:\w+/g, 'example')} style={{ marginRight: 8 }}>{path}</Link>)}
    </p>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<ElsewhereInTheApp />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
