import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Statement } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { installIntersectionObserver } from '../../../test/intersection-observer';
import { aStatement, apiError, mockEndpoint, signOut, installMockApi } from '@receipts/testing';

const api = installMockApi(mockEndpoint('comments', 'list', []), mockEndpoint('statements', 'trending', []));
const feedCalls = () => api.callsOf('statements.list').map((call) => call.query);

const allen = aStatement({
  id: 7,
  title: 'Josh Allen wins MVP this season',
  statement_type: 'prediction',
  outcome: 'pending',
  league: 'NFL',
  team_a: 'nfl-bills',
  team_name: 'Buffalo Bills',
  player: 'nfl-josh-allen',
  player_name: 'Josh Allen',
});
const bills = aStatement({ id: 8, title: 'The Bills defence is elite', league: 'NFL', team_a: 'nfl-bills', team_name: 'Buffalo Bills' });
const leagueOnly = aStatement({ id: 9, title: 'The NFL season is too long', league: 'NFL' });

/** The home feed answers by cursor; `feed` gives the statements for a query. */
function answer(feed: (query: Record<string, string>) => Statement[] | Response) {
  api.use(
    mockEndpoint('statements', 'list', ({ query }) => {
      const items = feed(query);
      return Array.isArray(items) ? { results: items, next_cursor: null } : items;
    }),
  );
}

beforeEach(() => {
  installIntersectionObserver();
  signOut();
});

describe('league, team and player chips', () => {
  it('shows them on a card as links to the feed filtered by each, broadest first', async () => {
    answer(() => [allen, leagueOnly]);
    renderAt('/');
    const card = await screen.findByRole('article', { name: allen.title });
    const chips = within(card).getByRole('list', { name: 'About' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['League: NFL', '/?league=NFL'],
      ['Team: Buffalo Bills', '/?team=nfl-bills'],
      ['Player: Josh Allen', '/?player=nfl-josh-allen'],
    ]);
    expect(within(card).getByRole('link', { name: 'Team: Buffalo Bills' })).toBeInTheDocument();
    // Only what the statement is about: a league alone gives one chip; a statement about nothing, none.
    const other = screen.getByRole('article', { name: leagueOnly.title });
    expect(within(other).getAllByRole('link', { name: /^League: / })).toHaveLength(1);
    expect(within(other).queryByRole('link', { name: /^Team: / })).not.toBeInTheDocument();
  });

  it('leaves out a team or player the catalogue no longer names', async () => {
    answer(() => [aStatement({ id: 3, title: 'Old roster', league: 'NBA', team_a: 'nba-heat', team_name: 'Miami Heat', player: 'gone' })]);
    renderAt('/');
    const card = await screen.findByRole('article', { name: 'Old roster' });
    expect(
      within(card)
        .getAllByRole('link', { name: /^(League|Team|Player): / })
        .map((link) => link.textContent),
    ).toEqual(['League: NBA', 'Team: Miami Heat']);
  });

  it('on a statement, the team chip opens the feed of that team, which says so and can be cleared', async () => {
    const user = userEvent.setup();
    api.use(mockEndpoint('statements', 'get', allen));
    answer((query) => (query.team === 'nfl-bills' ? [bills, allen] : [allen, bills, leagueOnly]));
    renderAt('/statements/7');
    await screen.findByRole('heading', { level: 1, name: allen.title });
    await user.click(screen.getByRole('link', { name: 'Team: Buffalo Bills' }));

    expect(await screen.findByText('Current path: /?team=nfl-bills')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: bills.title })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: leagueOnly.title })).not.toBeInTheDocument();
    expect(feedCalls().at(-1)).toEqual({ team: 'nfl-bills', cursor: 'first', per_page: '10' });
    const active = screen.getByRole('group', { name: 'Active filters' });
    expect(active).toHaveTextContent('Filtered by Team: Buffalo Bills');
    // The panel stays closed: the chip's filter is not one of its selects.
    expect(screen.queryByRole('combobox', { name: 'League' })).not.toBeInTheDocument();

    await user.click(within(active).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Current path: /')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: leagueOnly.title })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('names every filter in force, a player by the listed statements’ name', async () => {
    answer(() => [allen]);
    renderAt('/?league=NFL&player=nfl-josh-allen&outcome=pending');
    await screen.findByRole('article', { name: allen.title });
    expect(feedCalls().at(-1)).toEqual({ league: 'NFL', outcome: 'pending', player: 'nfl-josh-allen', cursor: 'first', per_page: '10' });
    expect(screen.getByRole('group', { name: 'Active filters' })).toHaveTextContent(
      'Filtered by League: NFL, Outcome: pending, Player: Josh Allen',
    );
  });

  it('says plainly when the team of a link is unknown, and offers to clear it', async () => {
    answer((query) => (query.team ? apiError(400, 'Invalid input', { errors: { 'querystring.team': ['Unknown team.'] } }) : [leagueOnly]));
    renderAt('/?team=nfl-nowhere');
    expect(
      await screen.findByText('There is no such team or player to filter by. Clear the filters to see everything.'),
    ).toBeInTheDocument();
    const active = screen.getByRole('group', { name: 'Active filters' });
    expect(active).toHaveTextContent('Filtered by Team: Nowhere');
    await userEvent.click(within(active).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('article', { name: leagueOnly.title })).toBeInTheDocument();
  });
});
