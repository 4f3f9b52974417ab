import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProfile } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { aRecord, calibration } from '../../../test/records';

const streaky = aRecord({
  summary: { ...aRecord().summary, resolved: 6, hits: 5, accuracy: 5 / 6, skill: 6.1, current_streak: 5, best_streak: 5 },
  calibration: calibration({ 6: [6, 5] }),
});
const profile: PublicProfile = {
  id: 2,
  username: 'hooper',
  name: 'Hoop Head',
  display_name: 'Hoop Head',
  bio: '',
  photoURL: null,
  date_joined: '2025-03-15T12:00:00Z',
  prediction_count: 6,
  followers_count: 0,
  following_count: 0,
  is_following: false,
};
const api = installMockApi(
  mockEndpoint('users', 'record', streaky),
  mockEndpoint('users', 'profile', profile),
  mockEndpoint('statements', 'list', []),
);
const badge = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });

beforeEach(() => signOut());

describe('/achievements', () => {
  it("shows the signed-in member's badges from their own record: unlocked ones, and locked ones with rule and progress", async () => {
    signIn({ username: 'hooper' });
    renderAt('/achievements');
    const list = await screen.findByRole('list', { name: 'Your achievements' });
    expect(api.callsOf('users.record').map((call) => call.path)).toEqual(['/api/users/hooper/record/']);
    expect(screen.getByText('3 of 6 unlocked')).toBeInTheDocument();
    expect(badge(list, 'First call settled')).toHaveTextContent('Unlocked');
    expect(badge(list, 'Hot streak')).toHaveTextContent('Unlocked');
    expect(badge(list, 'Beats the coin')).toHaveTextContent('Unlocked');
    expect(badge(list, 'On the record')).toHaveTextContent('LockedHave ten predictions resolved.6 of 10');
    expect(badge(list, 'Conviction')).toHaveTextContent('Get ten predictions right at confidence 8 or higher.0 of 10');
    expect(screen.getByRole('link', { name: 'Your track record' })).toHaveAttribute('href', '/profile/hooper');
  });

  it('sends a visitor to sign in first', async () => {
    renderAt('/achievements');
    expect(await screen.findByText('Current path: /login?next=%2Fachievements')).toBeInTheDocument();
  });

  it('says when the record cannot be loaded, and retries', async () => {
    signIn({ username: 'hooper' });
    api.use(mockEndpoint('users', 'record', apiError(500, 'boom')));
    renderAt('/achievements');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your achievements.');
    api.use(mockEndpoint('users', 'record', streaky));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 of 6 unlocked')).toBeInTheDocument();
  });
});

describe('achievements on a profile', () => {
  it('are public: a visitor sees what the member has unlocked, from the one record request', async () => {
    renderAt('/profile/hooper');
    const list = await screen.findByRole('list', { name: 'Achievements of hooper' });
    expect(badge(list, 'Hot streak')).toHaveTextContent('Unlocked');
    expect(within(screen.getByRole('region', { name: 'Achievements' })).getByText('3 of 6 unlocked')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'What each badge takes' })).not.toBeInTheDocument();
    expect(api.callsOf('users.record')).toHaveLength(1);
  });
});
