/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, clearPrefetched, requestKey, seedPrefetched } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, networkError } from '@receipts/testing';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { VerifyEmailPage } from './verify-email-page';

const location = () => screen.getByRole('status', { name: 'location' });
const renderPage = (path: string) => renderAt(<VerifyEmailPage />, { path, pattern: '/verify-email/:token?' });

const api = installMockApi(mockEndpoint('follows', 'mine', { commentators: [], podcasts: [], shows: [], users: [] }));
const verifications = () => api.callsOf('auth.verifyEmail').map((call) => ({ path: call.path, query: call.query }));

beforeEach(() => {
  clearPrefetched();
  setAuth(null);
  localStorage.clear();
  sessionStorage.clear();
});

describe('VerifyEmailPage', () => {
  it("shows loading, then 'Email Verified!' and signs the user in", async () => {
    api.use(
      mockEndpoint('auth', 'verifyEmail', { message: 'Email verified successfully' }),
      mockEndpoint('auth', 'currentUser', { user: makeUser() }),
    );
    renderPage('/verify-email/tok-1?email=jordan%40example.com');

    expect(screen.getByRole('progressbar', { name: 'Verifying your email' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
    expect(verifications()).toEqual([{ path: '/api/auth/email/verify/tok-1/', query: { email: 'jordan@example.com' } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(location()).toHaveTextContent('/dashboard');
  });

  it("picks up the verified user even while the first load's (unverified) answer for the user is held", async () => {
    // The page was opened from the e-mailed link: its first load answered auth/user/ before verification.
    seedPrefetched({
      [requestKey('auth/user/')]: { status: 200, body: { user: makeUser({ email_verified: false, emailVerified: false }) } },
    });
    api.use(
      mockEndpoint('auth', 'verifyEmail', { message: 'Email verified successfully' }),
      mockEndpoint('auth', 'currentUser', { user: makeUser() }),
    );
    renderPage('/verify-email/tok-held-user');

    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(authStore.getState().user).toMatchObject({ email_verified: true });
    expect(api.callsOf('auth.currentUser')).toHaveLength(1);
  });

  it('signed out, offers a Log In that returns to the page the fan registered from', async () => {
    localStorage.setItem('receipts.verify-return', '/statements/7');
    api.use(
      mockEndpoint('auth', 'verifyEmail', { message: 'Email verified successfully' }),
      mockEndpoint('auth', 'currentUser', () => apiError(401, 'Authentication credentials were not provided.')),
    );
    renderPage('/verify-email/tok-out');

    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Log in to start predicting, voting and commenting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(location()).toHaveTextContent('/login?next=%2Fstatements%2F7');
  });

  it('signed in, continues to the page the fan registered from', async () => {
    localStorage.setItem('receipts.verify-return', '/opinions');
    api.use(
      mockEndpoint('auth', 'verifyEmail', { message: 'Email verified successfully' }),
      mockEndpoint('auth', 'currentUser', { user: makeUser() }),
    );
    renderPage('/verify-email/tok-in');

    expect(await screen.findByText('You are signed in: carry on where you left off.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toHaveTextContent('/opinions');
  });

  it('never verifies a token again once it succeeded (the page reloads after signing in from it)', async () => {
    sessionStorage.setItem('receipts.verified:tok-done', 'Email verified successfully');
    api.use(mockEndpoint('auth', 'verifyEmail', apiError(400, 'x', { error: 'Invalid or expired token' })));
    renderPage('/verify-email/tok-done');

    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(verifications()).toEqual([]);
  });

  it('remembers a success for the reload', async () => {
    api.use(
      mockEndpoint('auth', 'verifyEmail', { message: 'Email verified successfully' }),
      mockEndpoint('auth', 'currentUser', { user: makeUser() }),
    );
    renderPage('/verify-email/tok-keep');
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(sessionStorage.getItem('receipts.verified:tok-keep')).toBe('Email verified successfully');
  });

  it("shows 'Verification Failed' with the server's error, 'Back to Login' and 'Go to Dashboard'", async () => {
    api.use(mockEndpoint('auth', 'verifyEmail', apiError(400, 'x', { error: 'Verification link has expired' })));
    renderPage('/verify-email/tok-2');

    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verification link has expired');
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent('/login');
  });

  it('fails on an {error} answer too', async () => {
    api.use(mockEndpoint('auth', 'verifyEmail', { error: 'Invalid or expired token' }));
    renderPage('/verify-email/tok-3');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired token');
  });

  it("falls back to 'Failed to verify email' when the server gives no reason", async () => {
    api.use(mockEndpoint('auth', 'verifyEmail', new Response(null, { status: 500 })));
    renderPage('/verify-email/tok-4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify email');
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    api.use(mockEndpoint('auth', 'verifyEmail', networkError()));
    renderPage('/verify-email/tok-5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify your email. The link may be expired or invalid.');
  });

  it("says 'Invalid verification link' without a token", async () => {
    renderPage('/verify-email');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link');
    expect(verifications()).toEqual([]);
  });
});
