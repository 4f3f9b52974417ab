import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, StaticRouter, useParams } from 'react-router-dom';
import type { RemotesMap } from '@receipts/shared';
import { lazyPage } from '@receipts/shared/lazy-page';
import {
  FIRST_VIEW_ELEMENT_ID,
  FirstViewSlot,
  captureFirstView,
  hasFirstView,
  hydrateFirstView,
  useFirstViewFor,
  usePublishShellNavigation,
} from '.';
import { forgetShellNavigation } from './shell-navigation';

/** A remote's page: its server markup is hydrated, so the count below only moves once React owns the page. */
function StatementPage() {
  const { id } = useParams();
  const [count, setCount] = useState(0);
  return (
    <section>
      <h1>Statement {id}</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Agree ({count})
      </button>
      <Link to="/statements/2">Next statement</Link>
      <Link to="/about">About</Link>
    </section>
  );
}

const PATTERN = '/statements/:id';
const mockPages: Record<string, ComponentType> = { [PATTERN]: StatementPage };
jest.mock('../../federation/remote-loader', () => ({ loadRemoteRoutes: () => Promise.resolve({ pages: mockPages, routes: [] }) }));
jest.mock('../../federation/route-remote', () => ({
  remoteOfPath: (pathname: string) => (pathname.startsWith('/statements/') ? 'mfe_feed' : null),
}));

/** The page as api/src/domains/site/plugins/index-html.ts writes it: the overlay with the server's markup of the page. */
function serverPage(location: string) {
  const markup = renderToString(
    <StaticRouter location={location}>
      <Routes>
        <Route path={PATTERN} element={<StatementPage />} />
      </Routes>
    </StaticRouter>,
  );
  document.body.innerHTML = `<div id="root"></div><div id="${FIRST_VIEW_ELEMENT_ID}"><main><div data-location="${location}">${markup}</div></main></div>`;
}

function FeedRoute() {
  return useFirstViewFor('mfe_feed', PATTERN) ? <FirstViewSlot /> : <p>The shell renders the page itself</p>;
}

/** The shell's frame: it publishes its router, and the remote's route shows the first view's slot. */
function Shell() {
  usePublishShellNavigation();
  return (
    <main aria-label="frame">
      <Routes>
        <Route path={PATTERN} element={<FeedRoute />} />
        <Route path="/about" element={<h1>About</h1>} />
      </Routes>
    </main>
  );
}

async function startAt(location: string) {
  render(
    <MemoryRouter initialEntries={[location]}>
      <Shell />
    </MemoryRouter>,
    { container: document.getElementById('root')! },
  );
  await act(() => hydrateFirstView({} as RemotesMap));
  await act(async () => undefined);
}

const overlay = () => document.getElementById(FIRST_VIEW_ELEMENT_ID);
let errors: jest.SpyInstance;

beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});

afterEach(() => {
  errors.mockRestore();
  forgetShellNavigation();
});

describe('the server-rendered first view', () => {
  it('removes an overlay the server rendered nothing into, at once', () => {
    document.body.innerHTML = `<div id="${FIRST_VIEW_ELEMENT_ID}"><main><!--receipts:first-view--></main></div>`;
    captureFirstView();
    expect(overlay()).toBeNull();
    expect(hasFirstView()).toBe(false);
  });

  it('is hydrated, not rendered again: the same elements become live and move into the frame', async () => {
    serverPage('/statements/1');
    const serverHeading = document.querySelector('h1');
    captureFirstView();
    await startAt('/statements/1');

    expect(overlay()).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Statement 1' });
    expect(heading).toBe(serverHeading);
    expect(screen.getByRole('main', { name: 'frame' })).toContainElement(heading);
    await act(async () => screen.getByRole('button', { name: 'Agree (0)' }).click());
    expect(screen.getByRole('button', { name: 'Agree (1)' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
  });

  it('hydrates a page whose code is its own chunk once that has loaded, with no mismatch', async () => {
    const chunk = jest.fn(() => Promise.resolve(StatementPage));
    mockPages[PATTERN] = lazyPage(chunk);
    try {
      serverPage('/statements/1');
      const serverHeading = document.querySelector('h1');
      captureFirstView();
      await startAt('/statements/1');

      expect(chunk).toHaveBeenCalledTimes(1);
      expect(overlay()).toBeNull();
      expect(screen.getByRole('heading', { name: 'Statement 1' })).toBe(serverHeading);
      await act(async () => screen.getByRole('button', { name: 'Agree (0)' }).click());
      expect(screen.getByRole('button', { name: 'Agree (1)' })).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      mockPages[PATTERN] = StatementPage;
    }
  });

  it("follows the shell's router: a link within the route keeps the page, one elsewhere releases it", async () => {
    serverPage('/statements/1');
    captureFirstView();
    await startAt('/statements/1');

    await act(async () => screen.getByRole('link', { name: 'Next statement' }).click());
    expect(screen.getByRole('heading', { name: 'Statement 2' })).toBeInTheDocument();
    expect(hasFirstView()).toBe(true);

    await act(async () => screen.getByRole('link', { name: 'About' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Statement/ })).toBeNull();
    expect(hasFirstView()).toBe(false);
  });

  it('makes a click held before hydration again once the page is live: the link navigates the shell', async () => {
    serverPage('/statements/1');
    // The template's inline script that holds early clicks, as it runs in the page.
    const template = fs.readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
    const holder = template.match(/<script>(\(function\(\)\{var d=document,w=window;[^<]*__receiptsReleaseClick[^<]*)<\/script>/)![1];
    window.eval(holder);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector<HTMLAnchorElement>('a[href="/statements/2"]')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // held, not a full page load
    captureFirstView();
    await startAt('/statements/1');
    expect(screen.getByRole('heading', { name: 'Statement 2' })).toBeInTheDocument();
  });

  it('moves the live page into the frame only once a press under way has ended in its click', async () => {
    serverPage('/statements/1');
    captureFirstView();
    window.__receiptsPressing = true; // a finger went down on the first view before it was live
    try {
      await startAt('/statements/1');
      const button = screen.getByRole('button', { name: 'Agree (0)' });
      expect(overlay()).toContainElement(button); // live, but not moved under the finger

      window.__receiptsPressing = false;
      await act(async () => {
        window.dispatchEvent(new Event('pointerup'));
        button.click();
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(overlay()).toBeNull();
      expect(screen.getByRole('main', { name: 'frame' })).toContainElement(screen.getByRole('button', { name: 'Agree (1)' }));
    } finally {
      delete window.__receiptsPressing;
    }
  });

  it('is not used for another location than the one it was rendered for', async () => {
    serverPage('/statements/1');
    captureFirstView();
    await startAt('/statements/3');
    expect(overlay()).toBeNull();
    expect(hasFirstView()).toBe(false);
    expect(screen.getByText('The shell renders the page itself')).toBeInTheDocument();
  });
});
