import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { mockEndpoint, signOut, statements, installMockApi } from '@receipts/testing';

const api = installMockApi(mockEndpoint('statements', 'list', statements(2)));
/** The query of the last list request, as sent. */
const lastQuery = () => api.callsOf('statements.list').at(-1)?.query;

beforeEach(() => signOut());

describe('/predictions', () => {
  it('shows the heading, subtitle and predictions, newest first', async () => {
    renderAt('/predictions');
    expect(screen.getByRole('heading', { level: 1, name: 'Predictions' })).toBeInTheDocument();
    expect(document.title).toBe('Predictions · Receipts');
    expect(
      screen.getByText('Browse predictions from the community or make your own prediction about upcoming events.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Statement 2' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ type: 'prediction', sort_by: 'created_at', page: '1', per_page: '10' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['Popular', { sort_by: 'popular' }],
    ['Pending', { outcome: 'pending' }],
    ['Resolved', { outcome: 'correct,incorrect,push' }],
  ])('the %s tab asks for its predictions', async (tab, expected) => {
    renderAt('/predictions');
    await screen.findByRole('article', { name: 'Statement 1' });
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(lastQuery()).toEqual({ type: 'prediction', ...expected, page: '1', per_page: '10' });
  });

  it('moves between the tabs with the arrow keys, each tab controlling the list panel', async () => {
    renderAt('/predictions');
    await screen.findByRole('article', { name: 'Statement 1' });
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-controls', screen.getByRole('tabpanel', { name: 'All' }).id);
    await userEvent.click(all);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Popular' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true'));
    expect(lastQuery()).toEqual({ type: 'prediction', sort_by: 'popular', page: '1', per_page: '10' });
  });

  it('keeps the tab in the URL, so a reload or a shared link reopens it', async () => {
    renderAt('/predictions?tab=resolved');
    await screen.findByRole('article', { name: 'Statement 1' });
    expect(screen.getByRole('tab', { name: 'Resolved' })).toHaveAttribute('aria-selected', 'true');
    expect(lastQuery()).toEqual({ type: 'prediction', outcome: 'correct,incorrect,push', page: '1', per_page: '10' });
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('Current path: /predictions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('Current path: /predictions?tab=pending')).toBeInTheDocument();
  });

  it('honours ?search= from the top bar', async () => {
    renderAt('/predictions?search=lakers');
    await screen.findByRole('article', { name: 'Statement 1' });
    expect(lastQuery()).toEqual({ type: 'prediction', sort_by: 'created_at', search: 'lakers', page: '1', per_page: '10' });
  });
});

describe('/opinions', () => {
  it('shows the heading, subtitle and opinions matching ?search=', async () => {
    renderAt('/opinions?search=refs');
    expect(screen.getByRole('heading', { level: 1, name: 'Hot Takes & Opinions' })).toBeInTheDocument();
    expect(screen.getByText('Explore passionate hot takes from the community. Share your own controversial opinions!')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Statement 1' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ type: 'opinion', search: 'refs', page: '1', per_page: '10' });
  });
});
