/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installMockApi, mockEndpoint } from '@receipts/testing';
import { LocationProbe, makeUser, setAuth } from '../../../testing/test-utils';
import { LoginRoute, signInStore } from '../../sign-in';
import { AppLayout } from './app-layout';

function setSmallScreen(small: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: small,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderLayout(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<h1>Home feed</h1>} />
          <Route path="/about" element={<h1>About page</h1>} />
          <Route
            path="/login"
            element={
              <>
                <h1>Home feed</h1>
                <LoginRoute />
              </>
            }
          />
        </Route>
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

// The sidebar inside the layout loads its three lists.
installMockApi(mockEndpoint('commentators', 'list', []), mockEndpoint('podcasts', 'list', []), mockEndpoint('shows', 'list', []));

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  setSmallScreen(false);
  act(() => signInStore.getState().close());
});

describe('AppLayout', () => {
  it('renders the top bar, the sidebar and the routed page', async () => {
    setAuth(null);
    renderLayout('/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('No content available');
  });

  it('renders the page only once the auth state has settled', async () => {
    setAuth(null, 'loading');
    renderLayout('/');
    expect(screen.queryByRole('heading', { name: 'Home feed' })).not.toBeInTheDocument();
    // A page-shaped skeleton: a busy status region whose text says what is loading.
    const skeleton = screen.getAllByRole('status').find((element) => element.textContent === 'Loading');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    act(() => setAuth(null));
    expect(screen.getByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(skeleton).not.toBeInTheDocument();
    await screen.findByText('No content available');
  });

  it('collapses and reopens the sidebar with the menu button', async () => {
    setAuth(null);
    renderLayout('/');
    await screen.findByText('No content available');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('starts with the sidebar closed on small screens, opens it with the menu button, closes it on navigation', async () => {
    setSmallScreen(true);
    setAuth(null);
    renderLayout('/');
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it('opens the sign-in dialog over the home page at /login, and goes to / once it is closed', async () => {
    setAuth(null);
    renderLayout('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Receipts' });
    expect(screen.getByRole('heading', { name: 'Home feed', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/login');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });

  it('sends members who visit /login home without the dialog', async () => {
    setAuth(makeUser());
    renderLayout('/login');
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});
