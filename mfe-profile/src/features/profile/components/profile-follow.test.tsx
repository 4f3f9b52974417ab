import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, type PublicProfile } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { aRecord } from '../../../test/records';
import { aStatement, apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';

const hooper: PublicProfile = {
  id: 2,
  username: 'hooper',
  name: 'Hoop Head',
  display_name: 'Hoop Head',
  bio: '',
  photoURL: null,
  date_joined: '2025-03-15T12:00:00Z',
  prediction_count: 3,
  followers_count: 4,
  following_count: 9,
  is_following: false,
};

const api = installMockApi(
  mockEndpoint('users', 'profile', hooper),
  mockEndpoint('users', 'record', aRecord({ summary: { ...aRecord().summary, resolved: 10, hits: 7, accuracy: 0.7 } })),
  mockEndpoint('statements', 'list', [
    aStatement({ id: 31, title: 'Celtics in six', statement_type: 'prediction', outcome: 'correct' }),
    aStatement({ id: 32, title: 'Knicks sweep', statement_type: 'prediction', outcome: 'incorrect' }),
    aStatement({ id: 33, title: 'Nuggets repeat', statement_type: 'prediction', outcome: 'pending' }),
  ]),
);

describe('a fan’s profile: followers, following and a Follow button', () => {
  it('shows the counts and lets a member follow, the follower count taken from the answer', async () => {
    signIn({ id: 7, display_username: 'fan' });
    api.use(mockEndpoint('follows', 'toggle', { following: true, followers_count: 5 }));
    renderAt('/profile/hooper');
    expect(await screen.findByText('4 followers')).toBeInTheDocument();
    expect(screen.getByText('9 following')).toBeInTheDocument();
    const follow = screen.getByRole('button', { name: 'Follow Hoop Head' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    expect(await screen.findByRole('button', { name: 'Following Hoop Head' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    expect(api.callsOf('follows.toggle').map((call) => call.body)).toEqual([{ followable_type: 'user', object_id: 2 }]);
  });

  it('asks a visitor to log in, sending nothing', async () => {
    signOut();
    render(<Toaster />);
    renderAt('/profile/hooper');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Hoop Head' }));
    const toast = within(screen.getByRole('status', { name: 'Notifications' }));
    expect(toast.getByText('Please log in to follow this entity')).toBeInTheDocument();
    expect(toast.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(api.callsOf('follows.toggle')).toEqual([]);
  });

  it('shows the server’s words when the follow is refused', async () => {
    signIn({ id: 7, display_username: 'fan' });
    api.use(mockEndpoint('follows', 'toggle', apiError(404, 'No user with that id.')));
    renderAt('/profile/hooper');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Hoop Head' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No user with that id.');
    expect(screen.getByRole('button', { name: 'Follow Hoop Head' })).toBeEnabled();
  });

  it('offers no Follow on one’s own profile, and still shows the counts', async () => {
    signIn({ id: 2, display_username: 'hooper' });
    renderAt('/profile/hooper');
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('4 followers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('gives each prediction its result chip and sums the record up in words', async () => {
    signOut();
    renderAt('/profile/hooper');
    expect(await screen.findByText('Record: 7 correct · 3 incorrect · 70%')).toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'Celtics in six' })).getByText('CORRECT')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Knicks sweep' })).getByText('INCORRECT')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Nuggets repeat' })).getByText('PENDING')).toBeInTheDocument();
  });

  it('lists the fans a fan follows, each linking to their profile', async () => {
    api.use(
      mockEndpoint('follows', 'ofUser', {
        commentators: [],
        podcasts: [],
        shows: [],
        users: [{ id: 5, username: 'rim', display_name: 'Rim Runner', photoURL: null, followers_count: 1 }],
      }),
    );
    renderAt('/profile/hooper?tab=following');
    const fans = await screen.findByRole('region', { name: 'Fans' });
    expect(within(fans).getByRole('link', { name: 'Rim Runner' })).toHaveAttribute('href', '/profile/rim');
    expect(within(fans).getByText('1 follower')).toBeInTheDocument();
  });
});
