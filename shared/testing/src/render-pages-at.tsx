import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentPath() {
  const location = useLocation();
  return <p>Current path: {location.pathname + location.search}</p>;
}

/** Renders a remote's pages the way the shell does (inside a router), starting at `entries`' last URL. */
export function renderPagesAt(pages: Record<string, ComponentType>, ...entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        {Object.entries(pages).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <Page />
                <CurrentPath />
              </>
            }
          />
        ))}
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}
