import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getApi, PASSWORD_TOO_SHORT } from '@receipts/shared';
import { apiError, installMockApi, member, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { PASSWORDS_DIFFER } from './change-password-form';

const CHANGED = 'Your password has been changed. You have been signed out everywhere else.';
const api = installMockApi(
  // The profile card above loads the member's profile.
  mockEndpoint('users', 'profile', {
    id: member.id,
    username: member.username,
    name: member.name,
    display_name: member.display_name,
    bio: '',
    photoURL: null,
    date_joined: '2025-03-15T12:00:00Z',
    prediction_count: 0,
    followers_count: 0,
    following_count: 0,
    is_following: false,
    favourite_teams: [],
  }),
  mockEndpoint('auth', 'passwordChange', {
    success: true,
    message: CHANGED,
    user: member,
    token: 'fresh-access-token',
    token_expires_in: 900,
  }),
);

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('/settings: change password', () => {
  it('sends visitors to /login, to come back after', async () => {
    signOut();
    renderAt('/settings');
    expect(await screen.findByText(`Current path: /login?next=${encodeURIComponent('/settings')}`)).toBeInTheDocument();
  });

  it('changes the password, keeps the fresh access token and clears the form', async () => {
    signIn();
    renderAt('/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await fill('old password', 'a new password');
    expect(await screen.findByRole('status')).toHaveTextContent(CHANGED);
    expect(api.callsOf('auth.passwordChange').map((call) => call.body)).toEqual([
      { current_password: 'old password', new_password: 'a new password' },
    ]);
    expect(getApi().tokens.get()).toBe('fresh-access-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it("shows the server's message for a wrong current password", async () => {
    signIn();
    api.use(
      mockEndpoint(
        'auth',
        'passwordChange',
        apiError(400, 'Your current password is incorrect.', { error: 'Your current password is incorrect.' }),
      ),
    );
    renderAt('/settings');
    await fill('not it', 'a new password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('refuses a short or mistyped new password before asking the server', async () => {
    signIn();
    renderAt('/settings');
    await fill('old password', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_TOO_SHORT);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fill('', 'long enough one', 'long enough two');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PASSWORDS_DIFFER));
    expect(api.callsOf('auth.passwordChange')).toEqual([]);
  });
});
