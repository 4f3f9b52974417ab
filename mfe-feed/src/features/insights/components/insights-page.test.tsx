import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsightsResponse, LeaderboardRow } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const api = installMockApi();
const user = { id: 4, username: 'sharp_sam', display_name: 'Sharp Sam', photoURL: null };
const analyst: LeaderboardRow = {
  rank: 1,
  user,
  resolved: 12,
  hits: 9,
  accuracy: 0.75,
  accuracy_low: 0.47,
  accuracy_high: 0.91,
  brier: 0.18,
  skill: 6.5,
  current_streak: 2,
  best_streak: 4,
};
const prediction = (id: number, title: string, upvotes: number, downvotes: number, league = 'NBA', eventDate = '2026-05-03') => ({
  id,
  title,
  league,
  event_date: eventDate,
  upvotes,
  downvotes,
  user,
});

function insights(overrides: Partial<InsightsResponse> = {}): InsightsResponse {
  return {
    generated_at: '2026-05-01T12:00:00.000Z',
    min_predictions: 5,
    accuracy_by_league: {
      based_on: 8,
      rows: [
        { key: 'NBA', label: 'NBA', resolved: 5, hits: 4, accuracy: 0.8 },
        { key: 'NFL', label: 'NFL', resolved: 3, hits: 1, accuracy: 1 / 3 },
      ],
    },
    accuracy_by_topic: { based_on: 8, rows: [{ key: 'playoffs', label: 'Playoffs', resolved: 8, hits: 5, accuracy: 0.625 }] },
    calibration: {
      based_on: 8,
      buckets: Array.from({ length: 10 }, (_, i) => ({
        confidence: i + 1,
        stated: 0.55 + 0.05 * i,
        observed: i === 7 ? 0.8 : i === 2 ? 1 / 3 : null,
        count: i === 7 ? 5 : i === 2 ? 3 : 0,
        hits: i === 7 ? 4 : i === 2 ? 1 : 0,
      })),
    },
    contested: { based_on: 6, predictions: [prediction(1, 'Split down the middle', 20, 19), prediction(2, 'Leaning yes', 30, 12)] },
    upcoming: {
      based_on: 7,
      from: '2026-05-01',
      to: '2026-05-07',
      leagues: [
        { league: 'NBA', count: 6, predictions: [prediction(3, 'Game 7 goes to overtime', 1, 0)] },
        { league: 'NFL', count: 1, predictions: [prediction(4, 'Draft night trade', 0, 0, 'NFL', '2026-05-07')] },
      ],
    },
    sharpest: { based_on: 40, window: '30d', min_resolved: 5, analysts: [analyst] },
    ...overrides,
  };
}

beforeEach(() => signOut());

const section = (name: string) => screen.getByRole('region', { name });

describe('/insights', () => {
  it('shows every section with what it is based on: charts with their numbers as tables, lists with links', async () => {
    api.use(mockEndpoint('insights', 'get', insights()));
    renderAt('/insights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prediction Insights' })).toBeInTheDocument();
    expect(document.title).toBe('Prediction Insights · Receipts');

    const leagues = await screen.findByRole('region', { name: 'Community accuracy by league' });
    expect(within(leagues).getByText('Based on 8 resolved predictions.')).toBeInTheDocument();
    expect(within(leagues).getByRole('img', { name: /Community accuracy by league: NBA 80% of 5; NFL 33% of 3/ })).toBeInTheDocument();
    const table = within(leagues).getByRole('table', { name: 'Community accuracy by league' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['NBA80%4 of 5', 'NFL33%1 of 3']);

    const calibration = section('Community calibration');
    expect(within(calibration).getByRole('img', { name: /stated 90%, observed 80% of 5/ })).toBeInTheDocument();
    const rows = within(within(calibration).getByRole('table', { name: 'Community calibration' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['3/1065%33%1 of 3', '8/1090%80%4 of 5']);

    const contested = section('Most contested pending predictions');
    expect(within(contested).getByText('Based on 6 pending predictions voted both ways.')).toBeInTheDocument();
    expect(
      within(contested)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Split down the middle', 'Leaning yes']);
    expect(within(contested).getByText('20 up · 19 down')).toBeInTheDocument();

    const upcoming = section('Upcoming: the next 7 days');
    expect(within(upcoming).getByRole('region', { name: 'NBA: 6 predictions' })).toHaveTextContent('and 5 more');
    expect(within(upcoming).getByRole('link', { name: 'Draft night trade' })).toHaveAttribute('href', '/statements/4');

    const sharpest = section('Sharpest analysts this month');
    expect(within(sharpest).getByRole('link', { name: /Sharp Sam/ })).toHaveAttribute('href', '/profile/sharp_sam');
    expect(within(sharpest).getByRole('link', { name: 'See the 30-day leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboards?board=fans&window=30d',
    );
  });

  it('hides a section based on fewer predictions than the minimum, and says more will come', async () => {
    api.use(
      mockEndpoint(
        'insights',
        'get',
        insights({
          contested: { based_on: 4, predictions: [prediction(1, 'Barely contested', 1, 1)] },
          sharpest: { based_on: 2, window: '30d', min_resolved: 5, analysts: [] },
        }),
      ),
    );
    renderAt('/insights');
    await screen.findByRole('region', { name: 'Community accuracy by league' });
    expect(screen.queryByRole('region', { name: 'Most contested pending predictions' })).not.toBeInTheDocument();
    expect(screen.queryByText('Barely contested')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sharpest analysts this month' })).not.toBeInTheDocument();
    expect(screen.getByText('2 more insights appear once based on at least 5 predictions.')).toBeInTheDocument();
  });

  it('says there is not enough yet when every section is below the minimum', async () => {
    const none = { based_on: 0 };
    api.use(
      mockEndpoint(
        'insights',
        'get',
        insights({
          accuracy_by_league: { ...none, rows: [] },
          accuracy_by_topic: { ...none, rows: [] },
          calibration: { ...none, buckets: [] },
          contested: { ...none, predictions: [] },
          upcoming: { ...none, from: '2026-05-01', to: '2026-05-07', leagues: [] },
          sharpest: { ...none, window: '30d', min_resolved: 5, analysts: [] },
        }),
      ),
    );
    renderAt('/insights');
    expect(await screen.findByText('Not enough predictions yet: each insight appears once it is based on at least 5.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the API’s failure with a way to try again', async () => {
    api.use(mockEndpoint('insights', 'get', apiError(500, 'Server error.')));
    renderAt('/insights');
    expect(await screen.findByText(/Failed to load insights/)).toBeInTheDocument();
    api.use(mockEndpoint('insights', 'get', insights()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Community accuracy by league' })).toBeInTheDocument();
  });
});
