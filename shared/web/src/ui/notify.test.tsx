import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFY_DURATION_MS, Toaster, dismissNotification, notifications, notify } from './notify';

afterEach(() => {
  act(() => notifications().forEach((item) => dismissNotification(item.id)));
  jest.useRealTimers();
});

describe('notify', () => {
  it('shows messages in one polite live region that is there before any message', () => {
    render(<Toaster />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      notify('Please login to vote');
    });
    expect(within(region).getByText('Please login to vote')).toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    render(<Toaster />);
    act(() => {
      notify('Link copied to clipboard!', { tone: 'success' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
    expect(notifications()).toEqual([]);
  });

  it('goes by itself after a while', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      notify('Failed to post comment. Please try again.', { tone: 'error' });
    });
    expect(screen.getByText('Failed to post comment. Please try again.').parentElement).toHaveClass('rc-alert--error');
    act(() => {
      jest.advanceTimersByTime(NOTIFY_DURATION_MS);
    });
    expect(screen.queryByText('Failed to post comment. Please try again.')).not.toBeInTheDocument();
  });

  it('keeps only the last few messages', () => {
    for (let i = 1; i <= 6; i += 1) notify(`Message ${i}`);
    expect(notifications().map((item) => item.message)).toEqual(['Message 3', 'Message 4', 'Message 5', 'Message 6']);
  });
});
