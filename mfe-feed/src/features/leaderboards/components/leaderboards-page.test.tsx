import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaderboardResponse, LeaderboardRow } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint, networkError, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { SKILL_IN_WORDS } from './leaderboard-results';

const api = installMockApi();

function aRow(rank: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    rank,
    user: { id: 100 + rank, username: `analyst${rank}`, display_name: `Analyst ${rank}`, photoURL: null },
    resolved: 20,
    hits: 13,
    accuracy: 0.65,
    accuracy_low: 0.43,
    accuracy_high: 0.82,
    brier: 0.2,
    skill: 4.25,
    current_streak: 3,
    best_streak: 5,
    ...overrides,
  };
}

function board(overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse {
  return {
    scope: 'users',
    window: 'all',
    league: null,
    min_resolved: 5,
    page: 1,
    per_page: 100,
    has_more: false,
    rows: [aRow(1), aRow(2)],
    me: null,
    ...overrides,
  };
}

const queries = () => api.callsOf('leaderboards.get').map((call) => call.query);

beforeEach(() => signOut());

describe('/leaderboards', () => {
  it('ranks analysts with resolved count, accuracy, skill and streak, and links them to their profiles', async () => {
    api.use(mockEndpoint('leaderboards', 'get', board({ min_resolved: 7 })));
    renderAt('/leaderboards?board=fans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboards' })).toBeInTheDocument();
    expect(document.title).toBe('Leaderboards · Receipts');
    // What skill means is one link away.
    expect(screen.getByRole('link', { name: 'How scoring works' })).toHaveAttribute('href', '/how-scoring-works');
    const table = await screen.findByRole('table', { name: 'Ranked analysts' });
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '65%', '20', '4.3', '3']);
    // Accuracy and resolved first, skill second; on a phone the columns after Resolved fold under the name.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rank', 'Analyst', 'Accuracy', 'Resolved', 'Skill', 'Streak']);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Skill 4.3 · Streak 3');
    expect(within(first).getByRole('link', { name: /Analyst 1/ })).toHaveAttribute('href', '/profile/analyst1');
    expect(screen.getByText('Minimum 7 resolved predictions')).toBeInTheDocument();
    expect(screen.getByText(SKILL_IN_WORDS)).toBeInTheDocument();
    expect(within(table).queryByRole('row', { current: true })).not.toBeInTheDocument();
    expect(queries()).toEqual([{}]);
  });

  it('keeps the window tab in ?window= (All time has none) and replaces the history entry', async () => {
    api.use(
      mockEndpoint('leaderboards', 'get', ({ query }) => board({ window: (query.window ?? 'all') as LeaderboardResponse['window'] })),
    );
    renderAt('/', '/leaderboards?board=fans&window=30d');
    expect(await screen.findByRole('tab', { name: 'Last 30 days' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    expect(screen.getByText('Current path: /leaderboards?board=fans&window=7d')).toBeInTheDocument();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'All time' }));
    expect(screen.getByText('Current path: /leaderboards?board=fans')).toBeInTheDocument();
    expect(queries()).toEqual([{ window: '30d' }, { window: '7d' }, {}]);
  });

  it('filters by league through ?league=', async () => {
    api.use(mockEndpoint('leaderboards', 'get', ({ query }) => board({ league: query.league ?? null })));
    renderAt('/leaderboards?board=fans&window=season&league=nfl');
    const league = await screen.findByRole('combobox', { name: 'League' });
    expect(league).toHaveValue('NFL');
    await screen.findByRole('table');
    await userEvent.selectOptions(league, 'NBA');
    expect(screen.getByText('Current path: /leaderboards?board=fans&window=season&league=NBA')).toBeInTheDocument();
    await screen.findByRole('table');
    await userEvent.selectOptions(league, 'Any');
    expect(screen.getByText('Current path: /leaderboards?board=fans&window=season')).toBeInTheDocument();
    expect(queries()).toEqual([{ window: 'season', league: 'NFL' }, { window: 'season', league: 'NBA' }, { window: 'season' }]);
  });

  it('highlights the signed-in fan’s own row', async () => {
    signIn({ id: 102, username: 'analyst2' });
    api.use(mockEndpoint('leaderboards', 'get', board({ me: aRow(2) })));
    renderAt('/leaderboards?board=fans');
    const own = await screen.findByRole('row', { current: true });
    expect(own).toHaveClass('leaderboard-row--own');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: /Analyst 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your standing' })).not.toBeInTheDocument();
  });

  it('shows the fan’s place below the table when outside the rows shown', async () => {
    signIn({ id: 342, username: 'analyst342' });
    api.use(mockEndpoint('leaderboards', 'get', board({ me: aRow(342, { skill: -1.04 }) })));
    renderAt('/leaderboards?board=fans');
    const standing = await screen.findByRole('region', { name: 'Your standing' });
    expect(within(standing).getByText('Rank 342')).toBeInTheDocument();
    expect(within(standing).getByText(/^Right \d+ of \d+ · skill -1\.0, worse than a coin flip · streak \d+$/)).toBeInTheDocument();
    expect(screen.queryByRole('row', { current: true })).not.toBeInTheDocument();
  });

  it('tells a fan below the minimum how far they are, even when no one is ranked yet', async () => {
    signIn();
    const me = { ...aRow(0, { resolved: 3 }), rank: null, user: { id: 7, username: 'fan', display_name: 'Big Fan', photoURL: null } };
    api.use(mockEndpoint('leaderboards', 'get', board({ rows: [], me })));
    renderAt('/leaderboards?board=fans&window=7d');
    expect(
      await screen.findByText(/No one is ranked here yet\. Make predictions with an event date; once staff resolve 5/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const standing = screen.getByRole('region', { name: 'Your standing' });
    expect(within(standing).getByText('Not ranked yet — 3 of 5 resolved')).toBeInTheDocument();
  });

  it('shows a spinner while loading and an error it can retry', async () => {
    let fail = true;
    api.use(mockEndpoint('leaderboards', 'get', () => (fail ? apiError(500, 'boom') : board())));
    renderAt('/leaderboards?board=fans');
    expect(await screen.findByRole('progressbar', { name: 'Loading leaderboard' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the leaderboard. Please try again later.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says when the server does not answer', async () => {
    api.use(mockEndpoint('leaderboards', 'get', () => networkError()));
    renderAt('/leaderboards?board=fans');
    expect(await screen.findByRole('alert')).toHaveTextContent('Backend server is not responding...');
  });
});
