/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { makeUser, setAuth } from '../../../testing/test-utils';
import { BANNER_MESSAGE_MS, VerifyEmailBanner } from './verify-email-banner';

const BANNER = 'Please verify your email address to access all features';
const api = installMockApi();

beforeEach(() => jest.restoreAllMocks());
afterEach(() => jest.useRealTimers());

describe('VerifyEmailBanner', () => {
  it('is not shown to visitors or verified members', () => {
    setAuth(null);
    const { rerender } = render(<VerifyEmailBanner />);
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    act(() => setAuth(makeUser()));
    rerender(<VerifyEmailBanner />);
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it("shows members with an unverified e-mail the banner, and 'Verification email sent successfully' for 6 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.use(mockEndpoint('auth', 'resendVerification', { message: 'sent' }));
    setAuth(makeUser({ email_verified: false, emailVerified: false }));
    render(<VerifyEmailBanner />);

    expect(screen.getByText(BANNER)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Verification email sent successfully')).toBeInTheDocument();
    expect(api.callsOf('auth.resendVerification')).toHaveLength(1);

    act(() => jest.advanceTimersByTime(BANNER_MESSAGE_MS - 10));
    expect(screen.getByText('Verification email sent successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByText('Verification email sent successfully')).not.toBeInTheDocument();
    expect(BANNER_MESSAGE_MS).toBe(6000);
  });

  it("says 'Failed to send verification email' when the resend fails", async () => {
    api.use(mockEndpoint('auth', 'resendVerification', apiError(429, 'Too many requests')));
    setAuth(makeUser({ email_verified: false, emailVerified: false }));
    render(<VerifyEmailBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification email');
  });
});
