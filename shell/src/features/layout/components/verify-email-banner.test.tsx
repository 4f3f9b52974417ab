import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, authApi } from '@receipts/shared';
import { makeUser, setAuth } from '../../../testing/test-utils';
import { BANNER_MESSAGE_MS, VerifyEmailBanner } from './verify-email-banner';

const BANNER = 'Please verify your email address to access all features';

beforeEach(() => jest.restoreAllMocks());
afterEach(() => jest.useRealTimers());

describe('VerifyEmailBanner (spec §6)', () => {
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
    const resend = jest.spyOn(authApi, 'resendVerification').mockResolvedValue({ message: 'sent' });
    setAuth(makeUser({ email_verified: false, emailVerified: false }));
    render(<VerifyEmailBanner />);

    expect(screen.getByText(BANNER)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(resend).toHaveBeenCalled();
    expect(await screen.findByText('Verification email sent successfully')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(BANNER_MESSAGE_MS - 10));
    expect(screen.getByText('Verification email sent successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByText('Verification email sent successfully')).not.toBeInTheDocument();
    expect(BANNER_MESSAGE_MS).toBe(6000);
  });

  it("says 'Failed to send verification email' when the resend fails", async () => {
    jest.spyOn(authApi, 'resendVerification').mockRejectedValue(new ApiError(429, { detail: 'Too many requests' }));
    setAuth(makeUser({ email_verified: false, emailVerified: false }));
    render(<VerifyEmailBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification email');
  });
});
