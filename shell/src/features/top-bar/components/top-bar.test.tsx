import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { SignInDialogs, signInStore } from '../../sign-in';
import { TopBar } from './top-bar';

function renderTopBar(path = '/') {
  const onToggleSidebar = jest.fn();
  renderAt(
    <>
      <TopBar sidebarOpen onToggleSidebar={onToggleSidebar} />
      <SignInDialogs />
    </>,
    { path },
  );
  return { onToggleSidebar };
}

const location = () => screen.getByRole('status', { name: 'location' });

function setSmallScreen(small: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: small,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  setSmallScreen(false);
  act(() => signInStore.getState().close());
});

describe('TopBar', () => {
  it("shows visitors 'Log In', which opens the sign-in dialog", async () => {
    setAuth(null);
    renderTopBar();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Sign in to Receipts' })).toBeInTheDocument();
  });

  it("closes the sign-in dialog with its Close button or Escape, giving focus back to 'Log In'", async () => {
    setAuth(null);
    renderTopBar();
    const logIn = screen.getByRole('button', { name: 'Log In' });
    await userEvent.click(logIn);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Receipts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logIn).toHaveFocus();
    await userEvent.click(logIn);
    await screen.findByRole('dialog', { name: 'Sign in to Receipts' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logIn).toHaveFocus();
  });

  it("shows nothing in place of 'Log In' while the auth state is loading", () => {
    setAuth(null, 'loading');
    renderTopBar();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('shows members the Create menu: Prediction and Hot Take', async () => {
    setAuth(makeUser());
    renderTopBar();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    // The menus load with the first signed-in render; until then a same-sized placeholder holds their place.
    expect(document.querySelector('.rc-topbar__menus-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(document.querySelector('.rc-topbar__menus-placeholder')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Prediction', 'Hot Take']);
    await userEvent.click(items[0]);
    expect(location()).toHaveTextContent('/create-prediction');

    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Hot Take' }));
    expect(location()).toHaveTextContent('/create-opinion');
  });

  it("opens the results page on Enter from the 'Search…' box", async () => {
    setAuth(null);
    renderTopBar();
    await userEvent.type(screen.getByPlaceholderText('Search…'), 'lakers in 6{Enter}');
    expect(location()).toHaveTextContent('/search?q=lakers%20in%206');
  });

  it('opens the search as a full-width overlay on small screens', async () => {
    setSmallScreen(true);
    setAuth(null);
    renderTopBar();
    expect(screen.queryByPlaceholderText('Search…')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const input = screen.getByPlaceholderText('Search…');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'mvp{Enter}');
    expect(location()).toHaveTextContent('/search?q=mvp');
    expect(screen.queryByPlaceholderText('Search…')).not.toBeInTheDocument();
  });

  it('toggles the sidebar with the menu button', async () => {
    setAuth(null);
    const { onToggleSidebar } = renderTopBar();
    const button = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
  });
});
