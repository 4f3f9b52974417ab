import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const api = installMockApi();
const queries = () => api.callsOf('search.get').map((call) => call.query);

const person = { id: 9, username: 'hal_fan', display_name: 'Hal Fan', photoURL: null };
const halloran = { id: 5, slug: 'brett-halloran', name: 'Brett Halloran', photo_url: null, sport_league_name: 'NFL' };
const take = {
  id: 3,
  statement_type: 'prediction' as const,
  is_hot_take: false,
  title: 'Halloran <b>calls</b> the Lakers in six',
  excerpt: 'Everyone doubted Halloran.',
  created_at: '2026-11-01T00:00:00.000Z',
  user: person,
};
const answer = (q: string, overrides: Partial<SearchResponse> = {}): SearchResponse => ({
  q,
  statements: [],
  users: [],
  commentators: [],
  podcasts: [],
  shows: [],
  ...overrides,
});

describe('/search', () => {
  it('shows every kind in the All tab, matched words marked, each hit linking to its page', async () => {
    api.use(
      mockEndpoint('search', 'get', ({ query }) => answer(query.q, { commentators: [halloran], users: [person], statements: [take] })),
    );
    renderAt('/search?q=halloran');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(document.title).toBe('Search · Receipts');
    expect(screen.getByText('Results for “halloran”')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Commentators',
      'Podcasts',
      'Shows',
      'People',
      'Takes',
    ]);

    const commentators = await screen.findByRole('region', { name: 'Commentators' });
    expect(within(commentators).getByRole('link', { name: 'Brett Halloran' })).toHaveAttribute('href', '/commentators/brett-halloran');
    const takes = screen.getByRole('region', { name: 'Takes' });
    const link = within(takes).getByRole('link', { name: 'Halloran <b>calls</b> the Lakers in six' });
    expect(link).toHaveAttribute('href', '/statements/3');
    // The title's markup is text, and only the matched word is marked.
    expect(link.querySelector('b')).toBeNull();
    expect([...takes.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Halloran', 'Halloran']);
    expect(within(screen.getByRole('region', { name: 'People' })).getByRole('link', { name: 'Hal Fan' })).toHaveAttribute(
      'href',
      '/profile/hal_fan',
    );
    expect(screen.queryByRole('region', { name: 'Podcasts' })).not.toBeInTheDocument();
    expect(queries()).toEqual([{ q: 'halloran', limit: '5' }]);
  });

  it('keeps the tab in ?tab= and asks for that kind only, 20 at most', async () => {
    api.use(
      mockEndpoint('search', 'get', ({ query }) =>
        answer(query.q, query.type === 'commentators' ? { commentators: [halloran] } : { statements: [take], commentators: [halloran] }),
      ),
    );
    renderAt('/search?q=halloran');
    await screen.findByRole('region', { name: 'Takes' });
    await userEvent.click(screen.getByRole('button', { name: 'See all commentators' }));
    expect(screen.getByText('Current path: /search?q=halloran&tab=commentators')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Brett Halloran' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Commentators' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Podcasts' }));
    expect(await screen.findByText('No podcasts match “halloran”.')).toBeInTheDocument();
    expect(queries()).toEqual([
      { q: 'halloran', limit: '5' },
      { q: 'halloran', type: 'commentators', limit: '20' },
      { q: 'halloran', type: 'podcasts', limit: '20' },
    ]);
  });

  it('searches again from its own box (a new history entry) and says when nothing matches', async () => {
    api.use(mockEndpoint('search', 'get', ({ query }) => answer(query.q)));
    renderAt('/search?q=lakers&tab=takes');
    expect(await screen.findByText('No takes match “lakers”.')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: /Search takes/ });
    expect(box).toHaveValue('lakers');
    await userEvent.clear(box);
    await userEvent.type(box, 'zzqx{Enter}');
    expect(screen.getByText('Current path: /search?q=zzqx&tab=takes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('Nothing matches “zzqx”. Check the spelling, or try fewer words.')).toBeInTheDocument();
  });

  it('asks for nothing without a query, and shows the API’s message on an error', async () => {
    api.use(mockEndpoint('search', 'get', apiError(400, 'Invalid input: q: Type at least 2 characters to search.')));
    const { unmount } = renderAt('/search');
    expect(await screen.findByText(/Type at least 2 characters to search takes/)).toBeInTheDocument();
    expect(queries()).toEqual([]);
    unmount();
    renderAt('/search?q=ab');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid input: q: Type at least 2 characters to search.');
  });
});
