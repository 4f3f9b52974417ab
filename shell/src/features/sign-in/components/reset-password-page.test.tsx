/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_TOO_SHORT } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { renderAt, setAuth } from '../../../testing/test-utils';
import { signInStore } from '../sign-in-store';
import { PASSWORDS_DIFFER, ResetPasswordPage } from './reset-password-page';

const DONE = 'Your password has been reset. Sign in with your new password.';
const INVALID = 'This password reset link has expired or has already been used. Please request a new one.';
const api = installMockApi(mockEndpoint('auth', 'passwordResetConfirm', { message: DONE }));

function renderPage() {
  setAuth(null);
  renderAt(<ResetPasswordPage />, { path: '/reset-password/7.secret', pattern: '/reset-password/:token' });
}

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the token of the link, then offers to sign in', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await choose('a brand new password');
    expect(await screen.findByText(DONE)).toHaveAttribute('role', 'status');
    expect(api.callsOf('auth.passwordResetConfirm').map((call) => call.body)).toEqual([
      { token: '7.secret', password: 'a brand new password' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/login?next=%2F');
  });

  it('says so when the link has expired or was used, and offers a new one', async () => {
    api.use(mockEndpoint('auth', 'passwordResetConfirm', apiError(400, INVALID, { error: INVALID })));
    renderPage();
    await choose('a brand new password');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    await userEvent.click(screen.getByRole('button', { name: 'Request a new one' }));
    expect(signInStore.getState()).toMatchObject({ open: true, view: 'forgot' });
  });

  it('refuses a short or mistyped password before asking the server', async () => {
    renderPage();
    await choose('short');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_TOO_SHORT);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await choose('long enough one', 'long enough two');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORDS_DIFFER);
    expect(api.callsOf('auth.passwordResetConfirm')).toEqual([]);
  });
});
