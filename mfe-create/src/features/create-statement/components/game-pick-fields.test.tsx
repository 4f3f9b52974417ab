import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStatement, installMockApi, mockEndpoint, signIn } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const heatGame = {
  id: 7,
  external_id: null,
  league: 'NBA',
  home_team: 'nba-heat',
  away_team: 'nba-celtics',
  starts_at: '2026-05-21T00:30:00.000Z',
  venue: null,
  status: 'scheduled' as const,
  home_score: null,
  away_score: null,
  is_locked: false,
};

const api = installMockApi(mockEndpoint('games', 'list', { results: [heatGame], next_page: null }));

beforeEach(() => {
  signIn();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('a pick on a game', () => {
  it('offers the league’s games of the next two weeks and builds the pick, which fills the choice', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-20T12:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.use(mockEndpoint('statements', 'create', aStatement({ id: 42 })));
    renderAt('/predictions/new');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Heat cover at home');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Rested.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'NBA');
    const game = await screen.findByRole('combobox', { name: 'Game' });
    expect(api.callsOf('games.list')[0].query).toMatchObject({
      league: 'NBA',
      from: '2026-05-20T12:00:00.000Z',
      to: '2026-06-03T12:00:00.000Z',
    });
    await user.selectOptions(game, '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pick' }), 'spread');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Side' }), 'Heat');
    await user.type(screen.getByRole('spinbutton', { name: /Line/ }), '-3.5');
    expect(screen.getByRole('textbox', { name: 'Prediction Choice' })).toHaveValue('Heat −3.5');
    await user.click(screen.getByRole('button', { name: 'Create Prediction' }));
    expect(await screen.findByText('Prediction shared successfully! Redirecting...')).toBeInTheDocument();
    expect(api.callsOf('statements.create')[0].body).toMatchObject({
      league: 'NBA',
      prediction_choice: 'Heat −3.5',
      game_id: 7,
      pick: { kind: 'spread', side: 'home', line: -3.5 },
    });
  });

  it('says so when the league has no game in the next two weeks, and a new league drops the game', async () => {
    api.use(mockEndpoint('games', 'list', ({ query }) => ({ results: query.league === 'NBA' ? [heatGame] : [], next_page: null })));
    const user = userEvent.setup();
    renderAt('/predictions/new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'NBA');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'NHL');
    expect(await screen.findByText('No games in the next 14 days.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Game' })).not.toBeInTheDocument();
  });
});
