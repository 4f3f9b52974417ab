import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@receipts/shared';
import { aStatement, apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const api = installMockApi();
const queries = () => api.callsOf('statements.trending').map((call) => call.query);
/** Answers what was asked for in the titles, so the test sees which tab and window each list came from. */
const byQuery = ({ query }: { query: Record<string, string> }): Statement[] =>
  [1, 2].map((n) => aStatement({ id: n, title: `${query.tab} ${query.window} #${n}` }));

beforeEach(() => signOut());

describe('/trending', () => {
  it('lists the hottest predictions of today first, in order, with their votes', async () => {
    api.use(mockEndpoint('statements', 'trending', byQuery));
    renderAt('/trending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trending Predictions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Predictions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('region', { name: 'Trending today' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['predictions today #1', 'predictions today #2']);
    expect(within(cards[0]).getByRole('button', { name: /Upvote/ })).toBeInTheDocument();
    expect(queries()).toEqual([{ tab: 'predictions', window: 'today', page: '1', per_page: '20' }]);
  });

  it('keeps the kind in ?tab= and the window in ?window=, replacing the history entry', async () => {
    api.use(mockEndpoint('statements', 'trending', byQuery));
    const user = userEvent.setup();
    renderAt('/', '/trending?tab=hot-takes&window=week');
    expect(await screen.findByRole('tab', { name: 'Hot Takes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('hot-takes week #1')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Today' }));
    expect(screen.getByText('Current path: /trending?tab=hot-takes')).toBeInTheDocument();
    expect(await screen.findByText('hot-takes today #1')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByText('Current path: /trending?tab=all')).toBeInTheDocument();
    expect(await screen.findByText('all today #1')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Predictions' }));
    expect(screen.getByText('Current path: /trending')).toBeInTheDocument();
    expect(queries().map((query) => `${query.tab} ${query.window}`)).toEqual([
      'hot-takes week',
      'hot-takes today',
      'all today',
      'predictions today',
    ]);
  });

  it('shows more on request, and says so when nothing is trending', async () => {
    api.use(
      mockEndpoint('statements', 'trending', ({ query }) =>
        query.window === 'week'
          ? []
          : Array.from({ length: query.page === '1' ? 20 : 3 }, (_, i) =>
              aStatement({ id: Number(query.page) * 100 + i, title: `Take ${query.page}.${i}` }),
            ),
      ),
    );
    const user = userEvent.setup();
    renderAt('/trending');
    await screen.findByText('Take 1.0');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Take 2.2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'This week' }));
    expect(await screen.findByText('No predictions posted in the last 7 days yet. Be the first!')).toBeInTheDocument();
  });

  it('a vote on a trending card counts, for a signed-in fan', async () => {
    signIn();
    api.use(
      mockEndpoint('statements', 'trending', [aStatement({ id: 9, title: 'Hot one', votes: { upvotes: 4, downvotes: 1 } })]),
      mockEndpoint('statements', 'vote', { data: { status: 'vote added', vote: 'upvote' }, votes: { upvotes: 5, downvotes: 1 } }),
    );
    const user = userEvent.setup();
    renderAt('/trending');
    await user.click(await screen.findByRole('button', { name: 'Upvote 4' }));
    expect(await screen.findByRole('button', { name: 'Upvote 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsOf('statements.vote').map((call) => call.body)).toEqual([{ statement_id: 9, vote_type: 'upvote' }]);
  });

  it('shows the API’s failure with a way to try again', async () => {
    api.use(mockEndpoint('statements', 'trending', apiError(500, 'Server error.')));
    renderAt('/trending');
    expect(await screen.findByText(/Failed to load trending statements/)).toBeInTheDocument();
    api.use(mockEndpoint('statements', 'trending', [aStatement({ title: 'Back again' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
