import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RANKING_RULE, type PunditLeaderboardResponse, type PunditRow } from '@receipts/shared';
import { installMockApi, mockEndpoint, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const api = installMockApi();

const aRow = (rank: number, overrides: Partial<PunditRow> = {}): PunditRow => ({
  rank,
  pundit: { kind: 'commentator', slug: `pundit-${rank}`, name: `Pundit ${rank}`, photo_url: null },
  resolved: 8,
  correct: 6,
  incorrect: 2,
  push: 1,
  accuracy: 0.75,
  accuracy_low: 0.4093,
  current_streak: 2,
  ...overrides,
});

const board = (overrides: Partial<PunditLeaderboardResponse> = {}): PunditLeaderboardResponse => ({
  scope: 'commentators',
  window: 'all',
  league: null,
  min_resolved: 5,
  page: 1,
  per_page: 100,
  has_more: false,
  rows: [aRow(1), aRow(2, { correct: 5, incorrect: 3, push: 0, accuracy: 0.625, accuracy_low: 0.3057 })],
  ...overrides,
});

const queries = () => api.callsOf('leaderboards.get').map((call) => call.query);

beforeEach(() => signOut());

describe('/leaderboards, Commentators tab', () => {
  it('is the first tab and the default: commentators ranked, linked to their pages, with how ranking works', async () => {
    api.use(mockEndpoint('leaderboards', 'get', board()));
    renderAt('/leaderboards');
    const tabs = await screen.findByRole('tablist', { name: 'Leaderboard' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Commentators', 'Fans']);
    expect(within(tabs).getByRole('tab', { name: 'Commentators' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Ranked commentators' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '75%', '8', '6–2–1', '41%', '2']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '63%', '8', '5–3', '31%', '2']);
    expect(within(first).getByRole('link', { name: /Pundit 1/ })).toHaveAttribute('href', '/commentators/pundit-1');
    expect(screen.getByText('Minimum 5 resolved receipts')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rank', 'Commentator', 'Accuracy', 'Resolved', 'Record', 'Accuracy allowing for luck', 'Streak']);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Record 6–2–1 · Allowing for luck 41% · Streak 2');
    await userEvent.click(screen.getByText('How ranking works'));
    expect(screen.getByText(RANKING_RULE)).toBeVisible();
    expect(queries()).toEqual([{ scope: 'commentators' }]);
  });

  it('keeps window and league in the URL and switches to the Fans board with ?board=fans', async () => {
    api.use(
      mockEndpoint('leaderboards', 'get', ({ query }) =>
        query.scope === 'commentators'
          ? board({ rows: [] })
          : {
              scope: 'users' as const,
              window: 'all' as const,
              league: null,
              min_resolved: 5,
              page: 1,
              per_page: 100,
              has_more: false,
              rows: [],
              me: null,
            },
      ),
    );
    renderAt('/', '/leaderboards?window=7d&league=nfl');
    expect(await screen.findByText(/No commentator is ranked here yet/)).toBeInTheDocument();
    expect(queries()).toEqual([{ scope: 'commentators', window: '7d', league: 'NFL' }]);
    await userEvent.click(screen.getByRole('tab', { name: 'Fans' }));
    expect(screen.getByText('Current path: /leaderboards?window=7d&league=nfl&board=fans')).toBeInTheDocument();
    expect(await screen.findByText(/No one is ranked here yet/)).toBeInTheDocument();
    expect(queries()).toEqual([
      { scope: 'commentators', window: '7d', league: 'NFL' },
      { window: '7d', league: 'NFL' },
    ]);
  });
});
