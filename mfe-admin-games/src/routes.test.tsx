import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRoutePattern } from '@receipts/shared';
import { installMockApi, mockEndpoint, renderPagesAt, signIn } from '@receipts/testing';
import routePatterns from './route-patterns.json';
import { pages } from './routes';

const game = {
  id: 7,
  external_id: null,
  league: 'NBA',
  home_team: 'nba-heat',
  away_team: 'nba-celtics',
  starts_at: '2026-12-02T00:30:00.000Z',
  venue: null,
  status: 'scheduled' as const,
  home_score: null,
  away_score: null,
  is_locked: true,
};

const api = installMockApi(
  mockEndpoint('games', 'list', { results: [game], next_page: null }),
  mockEndpoint('games', 'result', { game: { ...game, status: 'final', home_score: 107, away_score: 104 }, graded: 3 }),
  mockEndpoint('games', 'import', { created: 1, updated: 0, unchanged: 0, errors: [] }),
);

describe('mfe_admin_games routes', () => {
  it('exposes a page for exactly the paths it declares', () => {
    expect(Object.keys(pages).sort()).toEqual([...routePatterns].sort());
    expect(routePatterns.filter((pattern) => !isRoutePattern(pattern))).toEqual([]);
  });

  it('keeps members out', () => {
    signIn({ is_staff: false });
    renderPagesAt(pages, '/admin/games');
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to access this page.');
  });

  it('lets staff enter a final score', async () => {
    signIn({ is_staff: true });
    renderPagesAt(pages, '/admin/games');
    expect(screen.getByRole('heading', { level: 1, name: 'Game results' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Final score of Celtics @ Heat' });
    await userEvent.type(within(form).getByLabelText('Celtics (away)'), '104');
    await userEvent.type(within(form).getByLabelText('Heat (home)'), '107');
    await userEvent.click(within(form).getByRole('button', { name: 'Save final score' }));
    await waitFor(() => expect(api.callsOf('games.result').map((call) => call.body)).toEqual([{ home_score: 107, away_score: 104 }]));
    // The schedule is read again, so the row shows what the server now holds.
    await waitFor(() => expect(api.callsOf('games.list')).toHaveLength(2));
  });

  it('imports a schedule and says what happened', async () => {
    signIn({ is_staff: true });
    renderPagesAt(pages, '/admin/games');
    const box = screen.getByLabelText(/Games \(JSON array/);
    await userEvent.click(box);
    await userEvent.paste(
      '[{"external_id":"x","league":"NBA","home_team":"nba-heat","away_team":"nba-celtics","starts_at":"2026-12-09T00:30:00Z"}]',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/Created 1, updated 0, unchanged 0, errors 0/)).toBeInTheDocument();
  });
});
