import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { installIntersectionObserver, setSentinelVisible } from '../../../test/intersection-observer';
import { mockEndpoint, signOut, statements, installMockApi } from '@receipts/testing';

// Hot / New / Top with Top's window, kept in the URL, and the feed read by cursor.
const api = installMockApi();
const feedCalls = () => api.callsOf('statements.list').map((call) => call.query);

beforeEach(() => {
  installIntersectionObserver();
  signOut();
});

/** Answers each order with its own statements (ids 100 for hot, 200 new, 300 top…), 10 a page, by cursor. */
function answerByOrder() {
  const base: Record<string, number> = { hot: 100, new: 200, top: 300, 'top:day': 400, 'top:month': 500, 'top:all': 600 };
  api.use(
    mockEndpoint('statements', 'list', ({ query }) => {
      const order = query.window ? `${query.sort_by}:${query.window}` : (query.sort_by ?? 'new');
      const from = base[order] ?? 900;
      const page = query.cursor === 'first' ? 0 : Number(query.cursor?.replace('page-', ''));
      const results: Statement[] = statements(10, from + page * 10);
      return Promise.resolve({ results, next_cursor: page < 1 ? `page-${page + 1}` : null });
    }),
    mockEndpoint('statements', 'trending', []),
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('the feed’s sort control', () => {
  it('is a radio group, New by default, with no window picker', async () => {
    answerByOrder();
    renderAt('/');
    expect(await screen.findByRole('article', { name: 'Statement 200' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Sort by' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((element) => element.getAttribute('value')),
    ).toEqual(['hot', 'new', 'top']);
    expect(radio('New')).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Top of' })).not.toBeInTheDocument();
    expect(feedCalls()).toEqual([{ cursor: 'first', per_page: '10' }]);
  });

  it('chooses Top and a window into the URL, and asks the API for that order', async () => {
    const user = userEvent.setup();
    answerByOrder();
    renderAt('/');
    await screen.findByRole('article', { name: 'Statement 200' });

    await user.click(radio('Top'));
    expect(await screen.findByRole('article', { name: 'Statement 300' })).toBeInTheDocument();
    expect(screen.getByText('Current path: /?sort=top')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Top of' })).toHaveDisplayValue('This week');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Top of' }), 'This month');
    expect(await screen.findByRole('article', { name: 'Statement 500' })).toBeInTheDocument();
    expect(screen.getByText('Current path: /?sort=top&window=month')).toBeInTheDocument();
    expect(feedCalls().at(-1)).toEqual({ sort_by: 'top', window: 'month', cursor: 'first', per_page: '10' });

    // Back to New: neither parameter stays in the URL.
    await user.click(radio('New'));
    expect(await screen.findByRole('article', { name: 'Statement 200' })).toBeInTheDocument();
    expect(screen.getByText('Current path: /')).toBeInTheDocument();
  });

  it('moves with the arrow keys like any radio group', async () => {
    const user = userEvent.setup();
    answerByOrder();
    renderAt('/');
    await screen.findByRole('article', { name: 'Statement 200' });
    radio('New').focus();
    await user.keyboard('{ArrowLeft}');
    expect(radio('Hot')).toBeChecked();
    expect(radio('Hot')).toHaveFocus();
    expect(await screen.findByRole('article', { name: 'Statement 100' })).toBeInTheDocument();
    expect(screen.getByText('Current path: /?sort=hot')).toBeInTheDocument();
  });

  it('opens with the order of its URL (reload, Back, a shared link); unknown values read as the default', async () => {
    answerByOrder();
    renderAt('/?sort=top&window=day');
    expect(await screen.findByRole('article', { name: 'Statement 400' })).toBeInTheDocument();
    expect(radio('Top')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Top of' })).toHaveDisplayValue('Today');
    expect(feedCalls()).toEqual([{ sort_by: 'top', window: 'day', cursor: 'first', per_page: '10' }]);
  });

  it('ignores an unknown sort and a window without Top', async () => {
    answerByOrder();
    renderAt('/?sort=rising&window=day');
    expect(await screen.findByRole('article', { name: 'Statement 200' })).toBeInTheDocument();
    expect(radio('New')).toBeChecked();
    expect(feedCalls()).toEqual([{ cursor: 'first', per_page: '10' }]);
  });

  it('loads the next page with the cursor the last answer named, and stops when it names none', async () => {
    answerByOrder();
    renderAt('/?sort=hot');
    await screen.findByRole('article', { name: 'Statement 109' });
    setSentinelVisible(true);
    expect(await screen.findByRole('article', { name: 'Statement 119' })).toBeInTheDocument();
    setSentinelVisible(false);
    setSentinelVisible(true);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(feedCalls()).toEqual([
      { sort_by: 'hot', cursor: 'first', per_page: '10' },
      { sort_by: 'hot', cursor: 'page-1', per_page: '10' },
    ]);
  });
});
