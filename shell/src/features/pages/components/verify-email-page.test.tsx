import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, authApi, followsApi } from '@receipts/shared';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { VerifyEmailPage } from './verify-email-page';

const location = () => screen.getByRole('status', { name: 'location' });
const renderPage = (path: string) => renderAt(<VerifyEmailPage />, { path, pattern: '/verify-email/:token?' });

beforeEach(() => {
  jest.restoreAllMocks();
  setAuth(null);
  jest.spyOn(followsApi, 'mine').mockResolvedValue({ commentators: [], podcasts: [], shows: [] });
});

describe('VerifyEmailPage (spec §2.14)', () => {
  it("shows loading, then 'Email Verified!' and signs the user in", async () => {
    const verify = jest.spyOn(authApi, 'verifyEmail').mockResolvedValue({ message: 'Email verified successfully' });
    jest.spyOn(authApi, 'currentUser').mockResolvedValue({ user: makeUser() });
    renderPage('/verify-email/tok-1?email=jordan%40example.com');

    expect(screen.getByRole('progressbar', { name: 'Verifying your email' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith('tok-1', 'jordan@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(location()).toHaveTextContent('/dashboard');
  });

  it("shows 'Verification Failed' with the server's error, 'Back to Login' and 'Go to Dashboard'", async () => {
    jest.spyOn(authApi, 'verifyEmail').mockRejectedValue(new ApiError(400, { detail: 'x', error: 'Verification link has expired' }));
    renderPage('/verify-email/tok-2');

    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verification link has expired');
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent('/login');
  });

  it('fails on an {error} answer too', async () => {
    jest.spyOn(authApi, 'verifyEmail').mockResolvedValue({ error: 'Invalid or expired token' });
    renderPage('/verify-email/tok-3');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired token');
  });

  it("falls back to 'Failed to verify email' when the server gives no reason", async () => {
    jest.spyOn(authApi, 'verifyEmail').mockRejectedValue(new ApiError(500, null));
    renderPage('/verify-email/tok-4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify email');
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    jest.spyOn(authApi, 'verifyEmail').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage('/verify-email/tok-5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to verify your email. The link may be expired or invalid.',
    );
  });

  it("says 'Invalid verification link' without a token", async () => {
    const verify = jest.spyOn(authApi, 'verifyEmail');
    renderPage('/verify-email');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link');
    expect(verify).not.toHaveBeenCalled();
  });
});
