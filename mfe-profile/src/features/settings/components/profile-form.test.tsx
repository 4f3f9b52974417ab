import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, usersApi, type PublicProfile } from '@receipts/shared';
import { apiError, installMockApi, member, mockEndpoint, signIn } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { AVATAR_SAVED, AVATAR_TYPE } from './avatar-form';
import { PROFILE_SAVED } from './profile-form';

const profile: PublicProfile = {
  id: member.id,
  username: 'fan',
  name: 'Big Fan',
  display_name: 'Big Fan',
  bio: 'Old bio',
  photoURL: null,
  date_joined: '2025-03-15T12:00:00Z',
  prediction_count: 0,
  followers_count: 0,
  following_count: 0,
  is_following: false,
  favourite_teams: ['nba-celtics'],
};
const saved = (body: { display_name?: string; username?: string; bio?: string; favourite_teams?: string[] }) => ({
  user: { ...member, display_name: body.display_name || null, username: body.username ?? member.username },
  profile: { ...profile, display_name: body.display_name || null, bio: body.bio ?? '', favourite_teams: body.favourite_teams ?? [] },
});
const api = installMockApi(
  mockEndpoint('users', 'profile', profile),
  mockEndpoint('users', 'updateMe', ({ body }) => saved(body ?? {})),
);

describe('/settings: profile', () => {
  it('loads the current profile, saves name, bio and teams, and updates the signed-in user at once', async () => {
    signIn();
    renderAt('/settings');
    const name = await screen.findByLabelText('Display name');
    expect(name).toHaveValue('Big Fan');
    expect(screen.getByLabelText('Bio')).toHaveValue('Old bio');
    expect(screen.getByRole('checkbox', { name: 'Boston Celtics' })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Celtics Sam');
    await userEvent.clear(screen.getByLabelText('Bio'));
    await userEvent.type(screen.getByLabelText('Bio'), 'Receipts kept.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kansas City Chiefs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(api.callsOf('users.updateMe').map((call) => call.body)).toEqual([
      { display_name: 'Celtics Sam', username: 'fan', bio: 'Receipts kept.', favourite_teams: ['nba-celtics', 'nfl-chiefs'] },
    ]);
    expect(authStore.getState().user?.display_name).toBe('Celtics Sam');
  });

  it('lets at most five teams be picked', async () => {
    signIn();
    renderAt('/settings');
    for (const team of ['Los Angeles Lakers', 'Miami Heat', 'Denver Nuggets', 'Kansas City Chiefs'])
      await userEvent.click(await screen.findByRole('checkbox', { name: team }));
    expect(screen.getByText('Pick up to 5 (5 chosen).')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Chicago Cubs' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'NBA' })).getByRole('checkbox', { name: 'Boston Celtics' })).toBeEnabled();
  });

  it('refuses a username against the sign-up rules before asking, and shows the 409 of a taken one', async () => {
    signIn();
    api.use(mockEndpoint('users', 'updateMe', apiError(409, 'That username is taken. Choose another.')));
    renderAt('/settings');
    const username = await screen.findByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'bad name!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username may use letters, digits');
    expect(api.callsOf('users.updateMe')).toEqual([]);
    await userEvent.clear(username);
    await userEvent.type(username, 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That username is taken. Choose another.'));
    expect(authStore.getState().user?.username).toBe('fan');
  });
});

describe('/settings: photo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uploads an image and shows it as the member’s photo', async () => {
    signIn();
    const upload = jest
      .spyOn(usersApi, 'uploadAvatar')
      .mockResolvedValue({ user: { ...member, photoURL: 'http://api.test/uploads/users/7/1-me.png' }, profile });
    renderAt('/settings');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Upload Photo'), file);
    expect(await screen.findByText(AVATAR_SAVED)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(file, 'me.png');
    expect(authStore.getState().user?.photoURL).toBe('http://api.test/uploads/users/7/1-me.png');
  });

  it('refuses a file that is not an image before uploading', async () => {
    signIn();
    const upload = jest.spyOn(usersApi, 'uploadAvatar');
    renderAt('/settings');
    const file = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await userEvent.upload(await screen.findByLabelText('Upload Photo'), file, { applyAccept: false });
    expect(await screen.findByText(AVATAR_TYPE)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});
