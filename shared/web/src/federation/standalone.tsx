import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
// The package's own entry, not '../auth/use-auth': the pages read the auth store of the shared singleton, so
// the harness must start that same store rather than a second copy bundled with the remote's bootstrap.
import { authStore } from '@receipts/shared';

type Pages = Record<string, ComponentType>;

/** Paths owned by the shell or other remotes (e.g. /login) have no page in a standalone remote. */
function ElsewhereInTheApp({ remote, pages }: { remote: string; pages: Pages }) {
  return (
    <p className="rc-page">
      {useLocation().pathname} is not part of {remote}. Pages here:{' '}
      {Object.keys(pages).map((path) => (
        <Link key={path} to={path.replace(/:\w+/g, 'example')} style={{ marginRight: 8 }}>
          {path}
        </Link>
      ))}
    </p>
  );
}

/** A remote's standalone dev harness (`npm run dev -w <remote>`): its pages under their own router, no shell. */
export function mountStandalone(remote: string, pages: Pages, container = document.getElementById('root')) {
  authStore.getState().start();
  createRoot(container as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        {/* A page in its own chunk (lazyPage) waits here for its code; the shell loads it before rendering instead. */}
        <Suspense fallback={null}>
          <Routes>
            {Object.entries(pages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<ElsewhereInTheApp remote={remote} pages={pages} />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );
}
