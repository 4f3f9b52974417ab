/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/shared/testing.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, clearPrefetched, requestKey, seedPrefetched } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, networkError } from '@receipts/shared/testing';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { VerifyEmailPage } from './verify-email-page';

const location = () => screen.getByRole('status', { name: 'location' });
const renderPage = (path: string) => renderAt(<VerifyEmailPage />, { path, pattern: '/verify-email/:token?' });

const api = installMockApi(mockEndpoint('follows', 'mine', { commentators: [], podcasts: [], shows: [] }));
const verifications = () => api.callsOf('auth.verifyEmail').map((call) => ({ path: call.path, query: call.query }));

beforeEach(() => {
  clearPrefetched();
  setAuth(null);
});

describe('VerifyEmailPage (spec §2.14)', () => {
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
