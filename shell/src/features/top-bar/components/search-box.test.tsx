/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResponse } from '@receipts/shared';
import { apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { renderAt, setAuth } from '../../../testing/test-utils';
import { SearchBox } from './search-box';

const api = installMockApi();
const location = () => screen.getByRole('status', { name: 'location' });
const box = () => screen.getByRole('combobox', { name: 'Search' });

const answer = (q: string, overrides: Partial<SearchResponse> = {}): SearchResponse => ({
  q,
  statements: [],
  users: [],
  commentators: [],
  podcasts: [],
  shows: [],
  ...overrides,
});
const fan = { id: 9, username: 'hal_fan', display_name: 'Hal Fan', photoURL: null };
const halloran = { id: 5, slug: 'brett-halloran', name: 'Brett Halloran', photo_url: null, sport_league_name: 'NFL' };

beforeEach(() => {
  setAuth(null);
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

describe('SearchBox suggestions', () => {
  it('suggests as you type, grouped by kind with matches marked, and Enter on a highlighted one opens it', async () => {
    api.use(
      mockEndpoint('search', 'get', ({ query }) =>
        answer(query.q, {
          commentators: [halloran],
          users: [fan],
          statements: [
            {
              id: 3,
              statement_type: 'prediction',
              is_hot_take: false,
              title: 'Halloran called it',
              excerpt: 'He did.',
              created_at: '2026-11-01T00:00:00.000Z',
              user: fan,
            },
          ],
        }),
      ),
    );
    renderAt(<SearchBox />);
    await userEvent.type(box(), 'hallor');

    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map(
        (group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Commentators', 'People', 'Takes']);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Brett HalloranNFL',
      'Hal Fan@hal_fan',
      'Halloran called itHe did.',
      'Search for “hallor”',
    ]);
    expect([...options[0].querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Halloran']);
    // One request for the whole word (debounced), every kind, 5 each.
    expect(api.callsOf('search.get').map((call) => call.query)).toEqual([{ q: 'hallor', limit: '5' }]);

    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(location()).toHaveTextContent('/commentators/brett-halloran');
  });

  it('opens the results page on Enter with nothing highlighted, and from the last option', async () => {
    api.use(
      mockEndpoint('search', 'get', ({ query }) => answer(query.q, { shows: [{ ...halloran, slug: 'tip-off', name: 'Tip-Off Table' }] })),
    );
    renderAt(<SearchBox />);
    await userEvent.type(box(), 'tip off');
    await screen.findByRole('option', { name: /Tip.*Off Table/ });
    await userEvent.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/search?q=tip%20off');
  });

  it('moves up from the text to the last option, and Escape closes the list', async () => {
    api.use(
      mockEndpoint('search', 'get', ({ query }) => answer(query.q, { podcasts: [{ ...halloran, slug: 'glass', name: 'Glass Cleaners' }] })),
    );
    renderAt(<SearchBox />);
    await userEvent.type(box(), 'glass');
    await screen.findByRole('option', { name: /Glass Cleaners/ });
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Search for “glass”' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('opens a suggestion on click', async () => {
    api.use(mockEndpoint('search', 'get', ({ query }) => answer(query.q, { commentators: [halloran] })));
    renderAt(<SearchBox />);
    await userEvent.type(box(), 'brett');
    await userEvent.click(await screen.findByRole('option', { name: /Brett Halloran/ }));
    expect(location()).toHaveTextContent('/commentators/brett-halloran');
  });

  it('asks nothing for one letter, says when nothing matches, and shows an error without breaking the box', async () => {
    api.use(mockEndpoint('search', 'get', ({ query }) => (query.q === 'qqzz' ? answer(query.q) : apiError(503, 'Search is resting'))));
    renderAt(<SearchBox />);
    await userEvent.type(box(), 'q');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.callsOf('search.get')).toEqual([]);
    await userEvent.type(box(), 'qzz');
    expect(await screen.findByText('No matches for “qqzz”')).toBeInTheDocument();
    await userEvent.clear(box());
    await userEvent.type(box(), 'boom');
    expect(await screen.findByText(/Suggestions unavailable: Search is resting/)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/search?q=boom');
  });
});
