/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@receipts/shared';
import { installMockApi, mockEndpoint } from '@receipts/testing';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { bootWithRemotes } from '../../../testing/repo-remotes';
import { loadRemoteRoutes } from '../../../federation';
import { Sidebar } from './sidebar';

jest.mock('../../../federation/remote-loader', () => ({ loadRemoteRoutes: jest.fn() }));

const api = installMockApi(
  mockEndpoint('commentators', 'list', []),
  mockEndpoint('podcasts', 'list', []),
  mockEndpoint('shows', 'list', []),
);

function screenWidth(small: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: small,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockClear();
  jest
    .mocked(loadRemoteRoutes)
    .mockImplementation(async () => ({ pages: {}, navHints: async () => ({ achievements: '1 of 6 unlocked' }) }));
  bootWithRemotes();
});

describe("the phone drawer's Account group", () => {
  it("lists the avatar menu's entries from the remotes' nav items, with the member's own hints, then Log Out", async () => {
    screenWidth(true);
    setAuth(makeUser({ display_username: 'hoopsfan' }));
    renderAt(<Sidebar open />);
    const account = screen.getByRole('region', { name: 'Account' });
    expect(await within(account).findByText('1 of 6 unlocked')).toBeInTheDocument();
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['View Profile@hoopsfan', '/profile/hoopsfan'],
      ['My Activity', '/my-activity'],
      ['Achievements1 of 6 unlocked', '/achievements'],
      ['Analyst Program', '/analyst-program'],
      ['Advertise on Receipts', '/advertise'],
      ['Settings', '/settings'],
    ]);
    const signOut = jest.spyOn(authStore.getState(), 'signOut').mockResolvedValue();
    await userEvent.click(within(account).getByRole('button', { name: 'Log Out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('is not there for a visitor, on a wide screen, or while the drawer is closed', () => {
    screenWidth(true);
    setAuth(null);
    const visitor = renderAt(<Sidebar open />);
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    visitor.unmount();

    setAuth(makeUser());
    const closed = renderAt(<Sidebar open={false} />);
    expect(screen.queryByRole('region', { name: 'Account', hidden: true })).not.toBeInTheDocument();
    closed.unmount();

    screenWidth(false);
    renderAt(<Sidebar open />);
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
    expect(api.callsOf('users.record')).toEqual([]);
  });

  it('ends with a labelled dark-mode switch', async () => {
    screenWidth(false);
    setAuth(null);
    renderAt(<Sidebar open />);
    const dark = screen.getByRole('switch', { name: 'Dark mode' });
    expect(dark).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(dark);
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
