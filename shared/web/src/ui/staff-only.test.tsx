import { render, screen } from '@testing-library/react';
import { signIn, signOut } from '@receipts/testing';
import { NO_PERMISSION, StaffOnly } from './staff-only';

const show = () =>
  render(
    <StaffOnly title="Game results">
      <p>The schedule</p>
    </StaffOnly>,
  );

describe('StaffOnly', () => {
  it('shows its content to staff', () => {
    signIn({ is_staff: true });
    show();
    expect(screen.getByText('The schedule')).toBeInTheDocument();
  });

  it('refuses members and visitors, under the page title', () => {
    signIn({ is_staff: false });
    const member = show();
    expect(screen.getByRole('heading', { name: 'Game results' })).toBeInTheDocument();
    expect(screen.getByText(NO_PERMISSION)).toBeInTheDocument();
    expect(screen.queryByText('The schedule')).not.toBeInTheDocument();
    member.unmount();
    signOut();
    show();
    expect(screen.getByText(NO_PERMISSION)).toBeInTheDocument();
  });

  it('waits while sign-in is checked', () => {
    signOut('loading');
    show();
    expect(screen.getByRole('progressbar', { name: 'Checking sign-in' })).toBeInTheDocument();
    expect(screen.queryByText(NO_PERMISSION)).not.toBeInTheDocument();
  });
});
