import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Statement } from '@receipts/shared';
import { formatStatementDate } from '@receipts/shared/dates';
import { renderAt } from '../../../test/render-at';
import { activeObserver, installIntersectionObserver, setSentinelVisible } from '../../../test/intersection-observer';
import { aStatement, apiError, mockEndpoint, networkError, signOut, statements, installMockApi } from '@receipts/testing';

const api = installMockApi();
/** The feed's own requests, as sent (the Popular Predictions panel asks /trending). */
const feedCalls = () => api.callsOf('statements.list').map((call) => call.query);

beforeEach(() => {
  installIntersectionObserver();
  signOut();
});

/**
 * The home feed reads by cursor: `feed` answers a page's statements (page 1 for `cursor=first`, then
 * `page-<n>`), wrapped as the API does; a full page names the next.
 */
function answer(feed: (query: Record<string, string>) => Promise<Statement[] | Response>, popular: Statement[] = []) {
  api.use(
    mockEndpoint('statements', 'list', async ({ query }) => {
      const page = query.cursor === 'first' ? 1 : Number(query.cursor?.replace('page-', ''));
      const items = await feed({ ...query, page: String(page) });
      if (!Array.isArray(items)) return items;
      return { results: items, next_cursor: items.length === 10 ? `page-${page + 1}` : null };
    }),
    mockEndpoint('statements', 'trending', popular),
  );
}

describe('home feed', () => {
  it('shows each statement with author, date, chips, preview, votes and a link to its detail', async () => {
    const long = 'x'.repeat(150);
    answer(() =>
      Promise.resolve([
        aStatement({ id: 5, title: 'Chiefs repeat', body: long, statement_type: 'prediction', outcome: 'correct' }),
        aStatement({
          id: 6,
          title: 'Refs are bad',
          is_hot_take: true,
          user: { id: 3, username: 'ref_hater', display_name: null, photoURL: null },
        }),
      ]),
    );
    renderAt('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Chiefs repeat' });
    expect(within(first).getByText('Hoop Head')).toBeInTheDocument();
    expect(within(first).getByText(formatStatementDate('2025-03-05T12:30:00Z'))).toBeInTheDocument();
    expect(within(first).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(within(first).getByText('Prediction')).toBeInTheDocument();
    expect(within(first).getByText('CORRECT')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Upvote 4' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Downvote 1' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Chiefs repeat' })).toHaveAttribute('href', '/statements/5');

    const second = screen.getByRole('article', { name: 'Refs are bad' });
    expect(within(second).getByText('ref_hater')).toBeInTheDocument();
    expect(within(second).getByText('HOT TAKE')).toBeInTheDocument();
    expect(within(second).queryByText('PENDING')).not.toBeInTheDocument();
    expect(feedCalls()[0]).toEqual({ cursor: 'first', per_page: '10' });
  });

  it('shows a spinner while loading, then the empty state', async () => {
    let resolve: (value: Statement[]) => void = () => undefined;
    const later = new Promise<Statement[]>((done) => (resolve = done));
    answer(() => later);
    renderAt('/');
    expect(screen.getByRole('progressbar', { name: 'Loading statements' })).toBeInTheDocument();
    resolve([]);
    expect(await screen.findByText('No content found matching your criteria')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading statements' })).not.toBeInTheDocument();
  });

  it('says the statements failed to load when the API answers with an error', async () => {
    answer(async () => apiError(500, 'boom'));
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load statements. Please try again later.');
  });

  it('says the backend is not responding when there is no answer at all', async () => {
    answer(async () => networkError());
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Backend server is not responding...');
  });

  it('loads the next page while the sentinel is visible, only after a full page of 10', async () => {
    answer((query) => Promise.resolve(query.page === '1' ? statements(10, 1) : statements(4, 11)));
    renderAt('/');
    await screen.findByRole('article', { name: 'Statement 10' });
    expect(activeObserver()?.options.rootMargin).toBe('100px');

    setSentinelVisible(true);
    expect(await screen.findByRole('article', { name: 'Statement 14' })).toBeInTheDocument();
    expect(feedCalls().map((query) => query.cursor)).toEqual(['first', 'page-2']);

    setSentinelVisible(false);
    setSentinelVisible(true);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(feedCalls().map((query) => query.cursor)).toEqual(['first', 'page-2']);
  });

  it('filters from the Filters panel, back to page 1, and resets them', async () => {
    const user = userEvent.setup();
    answer((query) => Promise.resolve(query.page === '1' ? statements(10, query.league ? 100 : 1) : statements(10, 50)));
    renderAt('/');
    await screen.findByRole('article', { name: 'Statement 1' });
    setSentinelVisible(true);
    await screen.findByRole('article', { name: 'Statement 59' });

    expect(screen.queryByRole('combobox', { name: 'League' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('combobox', { name: 'Content Type' })).toHaveDisplayValue('All Content');
    await user.selectOptions(screen.getByRole('combobox', { name: 'League' }), 'NBA');

    expect(await screen.findByRole('article', { name: 'Statement 100' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Statement 1' })).not.toBeInTheDocument();
    expect(feedCalls().at(-1)).toEqual({ league: 'NBA', cursor: 'first', per_page: '10' });
    expect(screen.getByText('Current path: /?league=NBA')).toBeInTheDocument();

    // The unfiltered feed was loaded a moment ago: it comes back from the shared cache, both pages, with no request.
    const requests = feedCalls().length;
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByRole('article', { name: 'Statement 1' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Statement 59' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'League' })).toHaveDisplayValue('Any');
    expect(screen.getByText('Current path: /')).toBeInTheDocument();
    expect(feedCalls()).toHaveLength(requests);
  });

  it('opens with the filters of its URL (a reload, Back or a shared link)', async () => {
    answer((query) => Promise.resolve(statements(3, query.outcome === 'pending' ? 200 : 1)));
    renderAt('/?league=NFL&outcome=pending&topic=nonsense');
    expect(await screen.findByRole('article', { name: 'Statement 200' })).toBeInTheDocument();
    expect(feedCalls()).toEqual([{ league: 'NFL', outcome: 'pending', cursor: 'first', per_page: '10' }]);
    expect(screen.getByRole('combobox', { name: 'League' })).toHaveDisplayValue('NFL');
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveDisplayValue('pending');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveDisplayValue('Any');
  });

  it('shows the Popular Predictions panel with 3 predictions, the week’s hottest (ranked like /trending)', async () => {
    answer(() => Promise.resolve([]), statements(3, 70, { statement_type: 'prediction' }));
    renderAt('/');
    const panel = await screen.findByRole('region', { name: 'Popular Predictions' });
    expect(await within(panel).findAllByRole('link')).toHaveLength(3);
    expect(api.callsOf('statements.trending').map((call) => call.query)).toEqual([{ tab: 'predictions', window: 'week', per_page: '3' }]);
  });
});
