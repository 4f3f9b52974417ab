/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@receipts/shared';
import { installMockApi, mockEndpoint } from '@receipts/testing';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { bootWithRemotes, repoRemotes } from '../../../testing/repo-remotes';
import { loadRemoteRoutes } from '../../../federation';
import { AvatarMenu } from './avatar-menu';

// The profile remote's routes module answers its `{achievements}` hint placeholder for the member.
jest.mock('../../../federation/remote-loader', () => ({ loadRemoteRoutes: jest.fn() }));
const navHints = jest.fn(async ({ username }: { username: string }) => ({ achievements: `2 of 6 unlocked for ${username}` }));

async function openMenu(user = makeUser()) {
  setAuth(user);
  renderAt(<AvatarMenu user={user} />);
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.getByRole('menu');
}

const api = installMockApi();

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(loadRemoteRoutes).mockImplementation(async () => ({ pages: {}, navHints }));
  // The entries come from the remotes' nav items (mfe-profile's remote.json) and the shell's own.
  bootWithRemotes();
});

describe('AvatarMenu', () => {
  it("lists exactly the menu's items, with the handle and the member's own achievements line", async () => {
    const menu = await openMenu(makeUser({ display_username: 'hoopsfan', username: 'hoops' }));
    await within(menu).findByText('2 of 6 unlocked for hoops');
    expect(loadRemoteRoutes).toHaveBeenCalledWith('mfe_profile');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'View Profile@hoopsfan',
      'My Activity',
      'Achievements2 of 6 unlocked for hoops',
      'Analyst Program',
      'Advertise on Receipts',
      'Settings',
      'Log Out',
    ]);
    expect(within(menu).getByRole('group', { name: 'Business' })).toHaveTextContent('Advertise on Receipts');
    expect(within(menu).getByRole('group', { name: 'Preferences' })).toHaveTextContent('Settings');
  });

  it('adds the entries of a newly deployed remote in their order, and staff-only ones for staff only', async () => {
    const remotes = repoRemotes();
    bootWithRemotes({
      ...remotes,
      mfe_leagues: {
        manifest: '/deploys/mfe-leagues/1.0.0-0123456789/mf-manifest.json',
        access: 'public',
        nav: [
          { label: 'My Leagues', path: '/my-leagues', icon: 'page', group: 'account', order: 25 },
          { label: 'League admin', path: '/league-admin', icon: 'page', group: 'account', order: 26, access: 'staff' },
        ],
      },
    });
    const names = (menu: HTMLElement) =>
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    const menu = await openMenu(makeUser({ display_username: 'hoopsfan', username: 'hoops' }));
    await within(menu).findByText('2 of 6 unlocked for hoops');
    expect(names(menu)).toEqual([
      'View Profile@hoopsfan',
      'My Activity',
      'My Leagues',
      'Achievements2 of 6 unlocked for hoops',
      'Analyst Program',
      'Advertise on Receipts',
      'Settings',
      'Log Out',
    ]);
  });

  it('shows Achievements without a count until the profile remote answers, and without one if it cannot', async () => {
    jest.mocked(loadRemoteRoutes).mockRejectedValue(new Error('mfe_profile is down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const menu = await openMenu();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(within(menu).getByRole('menuitem', { name: /Achievements/ })).toHaveTextContent(/^Achievements$/);
    expect(within(menu).queryByText(/unlocked/)).not.toBeInTheDocument();
  });

  it.each([
    ['display_username first', { display_username: 'hoopsfan', email: 'jo@example.com', display_name: 'Jo Fan' }, '@hoopsfan'],
    ['then the e-mail before the at-sign', { display_username: null, email: 'jo.smith@example.com', display_name: 'Jo Fan' }, '@jo.smith'],
    [
      'then the display name, lowercased with underscores',
      { display_username: null, email: '', display_name: 'Jo Big Fan' },
      '@jo_big_fan',
    ],
    ["then the literal 'username'", { display_username: null, email: '', display_name: null, name: '' }, '@username'],
  ])('picks the handle: %s', async (_rule, fields, handle) => {
    const menu = await openMenu(makeUser(fields));
    expect(within(menu).getByRole('menuitem', { name: /View Profile/ })).toHaveTextContent(handle);
  });

  it('goes to the profile of that handle', async () => {
    const menu = await openMenu(makeUser({ display_username: 'hoopsfan' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: /View Profile/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/profile/hoopsfan');
  });

  it.each([
    ['My Activity', '/my-activity'],
    [/Achievements/, '/achievements'],
    ['Analyst Program', '/analyst-program'],
    ['Advertise on Receipts', '/advertise'],
    ['Settings', '/settings'],
  ])('%s navigates to %s', async (name, path) => {
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(path);
  });

  it('logs out through the auth store and goes home', async () => {
    api.use(mockEndpoint('auth', 'logout', { success: true }));
    setAuth(makeUser());
    renderAt(<AvatarMenu user={makeUser()} />, { path: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    // Home only once the store has signed out (after the API's answer).
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/));
    expect(api.callsOf('auth.logout')).toHaveLength(1);
    expect(authStore.getState().user).toBeNull();
  });
});
