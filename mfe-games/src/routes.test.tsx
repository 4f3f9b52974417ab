import { screen } from '@testing-library/react';
import { isRoutePattern } from '@receipts/shared';
import { aStatement, installMockApi, mockEndpoint, renderPagesAt } from '@receipts/testing';
import routePatterns from './route-patterns.json';
import { pages } from './routes';

const game = {
  id: 7,
  external_id: null,
  league: 'NBA',
  home_team: 'nba-heat',
  away_team: 'nba-celtics',
  starts_at: '2026-12-02T00:30:00.000Z',
  venue: 'Kaseya Center',
  status: 'final' as const,
  home_score: 107,
  away_score: 104,
  is_locked: true,
};

installMockApi(
  mockEndpoint('games', 'list', { results: [game], next_page: null }),
  mockEndpoint('games', 'get', {
    ...game,
    picks: 8,
    split: [
      { kind: 'winner', side: 'home', picks: 5 },
      { kind: 'winner', side: 'away', picks: 3 },
    ],
  }),
  mockEndpoint('statements', 'list', [
    aStatement({
      id: 41,
      statement_type: 'prediction',
      outcome: 'correct',
      game: {
        id: 7,
        league: 'NBA',
        home_team: 'nba-heat',
        away_team: 'nba-celtics',
        starts_at: game.starts_at,
        status: 'final',
        home_score: 107,
        away_score: 104,
      },
      pick: { kind: 'spread', side: 'home', line: -2.5 },
    }),
  ]),
);

describe('mfe_games routes', () => {
  it('exposes a page for exactly the paths it declares', () => {
    expect(Object.keys(pages).sort()).toEqual([...routePatterns].sort());
    expect(routePatterns.filter((pattern) => !isRoutePattern(pattern))).toEqual([]);
  });

  it('lists the schedule, each game linked to its page', async () => {
    renderPagesAt(pages, '/games');
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Celtics @ Heat' });
    expect(link).toHaveAttribute('href', '/games/7');
    expect(screen.getByText(/Final: Celtics 104, Heat 107/)).toBeInTheDocument();
  });

  it('shows a game with the community’s split and its picks in words', async () => {
    renderPagesAt(pages, '/games/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Celtics @ Heat' })).toBeInTheDocument();
    expect(screen.getByText('63% Heat')).toBeInTheDocument();
    expect(screen.getByText('38% Celtics')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Heat −2.5/ })).toHaveAttribute('href', '/statements/41');
    expect(screen.getByText('CORRECT')).toBeInTheDocument();
  });
});
