/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type SessionResponse } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, networkError } from '@receipts/testing';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { reloadPage } from '../reload-page';
import { openSignIn, signInStore } from '../sign-in-store';
import { SignInDialog } from './sign-in-dialog';
import { VerifyEmailDialog } from './verify-email-dialog';

jest.mock('../reload-page', () => ({ reloadPage: jest.fn() }));

function renderDialog() {
  renderAt(
    <>
      <SignInDialog />
      <VerifyEmailDialog />
    </>,
  );
  act(() => openSignIn());
  return screen.getByRole('dialog', { name: 'Sign in to Receipts' });
}

const api = installMockApi();
const sent = (endpoint: string) => api.callsOf(endpoint).map((call) => call.body);

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(reloadPage).mockReset();
  setAuth(null);
  act(() => {
    signInStore.getState().close();
    signInStore.getState().closeVerifyEmail();
  });
});

describe('SignInDialog: e-mail views', () => {
  async function openEmailLogin() {
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Email' }));
    return screen.getByRole('dialog', { name: 'Sign in with Email' });
  }

  // Always credentials the API accepts: an empty form is refused before the server's own answer could be shown.
  async function logIn(dialog: HTMLElement, email = 'fan@example.com', password = 'wrong-password') {
    await userEvent.type(within(dialog).getByLabelText('Email'), email);
    await userEvent.type(within(dialog).getByLabelText('Password'), password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  }

  /** From the login view to 'Create your account', submitted as New Fan <new@example.com>. */
  async function register() {
    const login = await openEmailLogin();
    await userEvent.click(within(login).getByRole('button', { name: 'Register' }));
    const dialog = screen.getByRole('dialog', { name: 'Create your account' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'New Fan');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'longenough');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  }

  it('goes to login, to register, and back to the providers', async () => {
    const login = await openEmailLogin();
    await userEvent.click(within(login).getByRole('button', { name: 'Register' }));
    const register = screen.getByRole('dialog', { name: 'Create your account' });
    expect(within(register).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.click(within(register).getByRole('button', { name: 'Back to sign-in options' }));
    expect(screen.getByRole('dialog', { name: 'Sign in to Receipts' })).toBeInTheDocument();
  });

  it('logs in, shows a spinner while submitting, then closes and reloads', async () => {
    let answer: (value: SessionResponse) => void = () => undefined;
    api.use(mockEndpoint('auth', 'login', () => new Promise<SessionResponse>((resolve) => (answer = resolve))));
    const dialog = await openEmailLogin();
    await logIn(dialog, ' fan@example.com ', 'secret123');

    expect(within(dialog).getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    await waitFor(() => expect(sent('auth.login')).toEqual([{ email: 'fan@example.com', password: 'secret123' }]));
    await act(async () => answer({ success: true, user: makeUser(), token: 't', token_expires_in: 900 }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reloadPage).toHaveBeenCalled();
    expect(authStore.getState().user?.email).toBe('jordan@example.com');
  });

  it("shows the server's error for a failed login", async () => {
    api.use(mockEndpoint('auth', 'login', apiError(401, 'Invalid email or password')));
    const dialog = await openEmailLogin();
    await logIn(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to sign in. Please check your credentials.' when the server is unreachable", async () => {
    api.use(mockEndpoint('auth', 'login', networkError()));
    const dialog = await openEmailLogin();
    await logIn(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to sign in. Please check your credentials.');
  });

  it("registers, then 'Verify Your Email' opens and 'Got it' closes it and reloads", async () => {
    api.use(
      mockEndpoint('auth', 'register', {
        success: true,
        message: 'Check your e-mail to finish signing up: we have sent a message to that address.',
      }),
    );
    await register();

    const verify = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(sent('auth.register')).toEqual([{ name: 'New Fan', email: 'new@example.com', password: 'longenough' }]);
    expect(screen.queryByRole('dialog', { name: 'Create your account' })).not.toBeInTheDocument();
    expect(verify).toHaveTextContent('new@example.com');
    expect(verify).toHaveTextContent('then sign in with your e-mail and password');
    // Registration signs nobody in (it answers the same for an address that already has an account).
    expect(authStore.getState().user).toBeNull();
    await userEvent.click(within(verify).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalled();
  });

  it("shows 'Failed to register. Please try again.' when registration fails without a server answer", async () => {
    api.use(mockEndpoint('auth', 'register', networkError()));
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register. Please try again.');
  });

  it("'Forgot password?' asks for a reset link and shows the server's answer, then goes back to sign in", async () => {
    const answer = 'If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, for 1 hour.';
    api.use(mockEndpoint('auth', 'passwordReset', { message: answer }));
    const login = await openEmailLogin();
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await userEvent.type(within(dialog).getByLabelText('Email'), ' fan@example.com ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(answer);
    expect(sent('auth.passwordReset')).toEqual([{ email: 'fan@example.com' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign in with Email' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a reset request (too many attempts)", async () => {
    const wait = 'Too many attempts. Please wait 30 seconds and try again.';
    api.use(mockEndpoint('auth', 'passwordReset', apiError(429, wait, { error: wait })));
    const login = await openEmailLogin();
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'fan@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(wait);
  });
});
