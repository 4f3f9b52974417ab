import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProfile } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, never, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { aRecord, calibration } from '../../../test/records';

const hooper: PublicProfile = {
  id: 2,
  username: 'hooper',
  name: 'Hoop Head',
  display_name: 'Hoop Head',
  bio: '',
  photoURL: null,
  date_joined: '2025-03-15T12:00:00Z',
  prediction_count: 14,
  followers_count: 0,
  following_count: 0,
  is_following: false,
};

const api = installMockApi(mockEndpoint('users', 'profile', hooper), mockEndpoint('statements', 'list', []));

const summary = {
  resolved: 13,
  hits: 8,
  accuracy: 8 / 13,
  accuracy_low: 0.484,
  accuracy_high: 0.738,
  brier: 0.21,
  skill: 12.46,
  current_streak: 2,
  best_streak: 4,
};
const leagueSummary = (resolved: number, hits: number) => ({
  ...summary,
  resolved,
  hits,
  accuracy: hits / resolved,
  accuracy_low: null,
  accuracy_high: null,
  skill: resolved / 2,
});

const record = aRecord({
  summary,
  rank: 12,
  calibration: calibration({ 5: [5, 4], 8: [8, 4] }),
  by_league: [
    { ...leagueSummary(9, 6), league: 'NBA' },
    { ...leagueSummary(4, 2), league: '' },
  ],
  deleted_after_lock: [{ id: 90, title: 'Jets win the division', event_date: '2026-01-04', outcome: 'incorrect' }],
});

/** The value shown for one of the card's terms. */
const stat = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const findCard = () => screen.findByRole('region', { name: 'Track record' });

beforeEach(() => signOut());

describe('track record card', () => {
  it('shows a visitor the whole record: numbers, rank, calibration, leagues and deletions after lock', async () => {
    api.use(mockEndpoint('users', 'record', record));
    renderAt('/profile/hooper');
    const card = await findCard();
    expect(await within(card).findByText('Resolved', { selector: 'dt' })).toBeInTheDocument();
    expect(api.callsOf('users.record').map((call) => call.path)).toEqual(['/api/users/hooper/record/']);
    expect(stat(card, 'Resolved')).toBe('13');
    expect(stat(card, 'Right')).toBe('8 of 13 (62%)');
    expect(stat(card, 'Skill')).toBe('12.5, better than a coin flip');
    expect(stat(card, 'Calibration')).toBe('84% sure on average, right 62% of the time: overconfident');
    expect(within(card).queryByText(/Wilson|Brier|interval/)).not.toBeInTheDocument();
    expect(stat(card, 'Current streak')).toBe('2');
    expect(stat(card, 'Best streak')).toBe('4');
    expect(stat(card, 'Rank')).toBe('#12');

    const chart = within(card).getByRole('img', { name: /^Calibration/ });
    expect(chart).toHaveAccessibleName(
      'Calibration, stated vs. observed hit rate: stated 75%, observed 80% of 5; stated 90%, observed 50% of 8.',
    );
    expect(chart).toHaveAccessibleDescription(/Points on the dashed diagonal are perfectly calibrated/);
    expect(chart.querySelectorAll('circle')).toHaveLength(2);

    await userEvent.click(within(card).getByText('Calibration as a table'));
    const table = within(card).getByRole('table', { name: 'Calibration' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['5/10', '8/10']);
    expect(rows).toEqual([
      ['75%', '80%', '4 of 5'],
      ['90%', '50%', '4 of 8'],
    ]);

    const leagues = within(card).getByRole('table', { name: 'Accuracy by league' });
    expect(within(leagues).getByRole('row', { name: 'NBA 9 67% 4.5' })).toBeInTheDocument();
    expect(within(leagues).getByRole('row', { name: 'No league 4 50% 2.0' })).toBeInTheDocument();

    expect(within(card).getByRole('link', { name: 'How scoring works' })).toHaveAttribute('href', '/how-scoring-works');
    const deleted = within(card).getByRole('list', { name: 'Predictions deleted after lock' });
    expect(within(deleted).getByRole('listitem')).toHaveTextContent('Deleted after lockJets win the divisionJan 4, 2026 · Incorrect');
  });

  it('says how far from being ranked the user is', async () => {
    api.use(
      mockEndpoint(
        'users',
        'record',
        aRecord({
          summary: { ...summary, resolved: 3, hits: 3, accuracy: 1, current_streak: 3, best_streak: 3 },
          calibration: calibration({ 10: [3, 3] }),
        }),
      ),
    );
    renderAt('/profile/hooper');
    const card = await findCard();
    expect(await within(card).findByText('Not ranked yet — 3 of 5 resolved')).toBeInTheDocument();
    expect(within(card).queryByRole('table', { name: 'Accuracy by league' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Predictions deleted after lock' })).not.toBeInTheDocument();
  });

  it('explains scoring when nothing is resolved yet, and still lists deletions after lock', async () => {
    signIn({ display_username: 'hooper' });
    api.use(
      mockEndpoint(
        'users',
        'record',
        aRecord({
          deleted_after_lock: [{ id: 91, title: 'Rain delay', event_date: null, outcome: 'pending' }],
        }),
      ),
    );
    renderAt('/profile/hooper');
    const card = await findCard();
    expect(await within(card).findByText(/^No resolved predictions yet\. A prediction locks on its event date;/)).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByText('Rank')).not.toBeInTheDocument();
    expect(within(card).getByRole('listitem')).toHaveTextContent('Deleted after lockRain delayPending');
  });

  it('shows loading, then a failure with Retry that loads it again', async () => {
    api.use(mockEndpoint('users', 'record', never));
    const first = renderAt('/profile/hooper');
    const card = await findCard();
    expect(within(card).getByRole('progressbar', { name: 'Loading track record' })).toBeInTheDocument();
    first.unmount();

    api.use(mockEndpoint('users', 'record', apiError(500, 'Boom')));
    renderAt('/profile/hooper');
    expect(await within(await findCard()).findByRole('alert')).toHaveTextContent('Could not load the track record.');
    expect(screen.getByRole('heading', { level: 1, name: 'Hoop Head' })).toBeInTheDocument();

    api.use(mockEndpoint('users', 'record', record));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('#12')).toBeInTheDocument();
    expect(api.callsOf('users.record')).toHaveLength(3);
  });
});
