import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityKind } from '@receipts/shared';
import { makeUser, renderAt, setAuth } from '../../../testing/test-utils';
import { StaffGuard } from './staff-guard';

const renderGuard = (kind?: EntityKind) =>
  renderAt(
    <StaffGuard kind={kind}>
      <h1>Avatar screen</h1>
    </StaffGuard>,
  );

describe('StaffGuard', () => {
  it.each(['commentator', 'podcast', 'show'] as const)('renders the %s screen for staff', (kind) => {
    setAuth(makeUser({ is_staff: true }));
    renderGuard(kind);
    expect(screen.getByRole('heading', { name: 'Avatar screen' })).toBeInTheDocument();
  });

  it.each([
    ['commentator', 'a visitor', null],
    ['commentator', 'a member', makeUser()],
    ['podcast', 'a visitor', null],
    ['podcast', 'a member', makeUser()],
  ] as const)('tells %s screens to %s: no permission', (kind, _who, user) => {
    setAuth(user);
    renderGuard(kind);
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Avatar screen' })).not.toBeInTheDocument();
  });

  it("asks visitors on the show screen to log in, with 'Log In' to /login", async () => {
    setAuth(null);
    renderGuard('show');
    expect(screen.getByText('Please log in to update show avatars.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Avatar screen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
  });

  it.each([
    ['a visitor', null],
    ['a member', makeUser()],
  ] as const)('tells %s on any other staff-only page (e.g. /moderation) that they lack permission', (_who, user) => {
    setAuth(user);
    renderGuard();
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Avatar screen' })).not.toBeInTheDocument();
  });

  it('tells non-staff members on the show screen they lack permission', () => {
    setAuth(makeUser());
    renderGuard('show');
    expect(screen.getByText("You don't have permission to update show avatars.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Avatar screen' })).not.toBeInTheDocument();
  });

  it('waits for the auth state before deciding', () => {
    setAuth(null, 'loading');
    renderGuard('show');
    expect(screen.getByRole('progressbar', { name: 'Checking permissions' })).toBeInTheDocument();
    expect(screen.queryByText('Please log in to update show avatars.')).not.toBeInTheDocument();
  });
});
