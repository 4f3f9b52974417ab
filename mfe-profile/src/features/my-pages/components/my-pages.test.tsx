import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { apiError, mockEndpoint, networkError, signIn, signOut, statements, installMockApi } from '@receipts/testing';

const api = installMockApi(mockEndpoint('statements', 'list', statements(2)));

describe('my pages', () => {
  it.each(['/my-activity', '/my-opinions', '/my-predictions'])('%s sends visitors to /login, to come back after', async (path) => {
    signOut();
    renderAt(path);
    expect(await screen.findByText(`Current path: /login?next=${encodeURIComponent(path)}`)).toBeInTheDocument();
    expect(api.callsOf('statements.list')).toEqual([]);
  });

  it('waits for the auth state before deciding', () => {
    signOut('loading');
    renderAt('/my-opinions');
    expect(screen.getByRole('progressbar', { name: 'Checking sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Current path: /my-opinions')).toBeInTheDocument();
  });

  it('lists my hot takes with links to share another and to each one', async () => {
    signIn();
    renderAt('/my-opinions');
    expect(screen.getByRole('heading', { level: 1, name: 'My Hot Takes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share New Hot Take' })).toHaveAttribute('href', '/opinions/new');
    const item = await screen.findByRole('article', { name: 'Statement 2' });
    expect(within(item).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/statements/2');
    expect(api.callsOf('statements.list').map((call) => call.query)).toContainEqual({
      user_id: 'current',
      type: 'opinion',
      per_page: '50',
    });
  });

  it('shows me my statements moderators hid, with their reason', async () => {
    signIn();
    const [live, hidden] = statements(2);
    api.use(mockEndpoint('statements', 'list', [live, { ...hidden, moderation: { state: 'hidden', reason: 'Off-topic spam' } }]));
    renderAt('/my-predictions');
    const item = await screen.findByRole('article', { name: hidden.title });
    expect(within(item).getByRole('status')).toHaveTextContent('Hidden by moderators: Off-topic spam');
    expect(within(item).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/statements/${hidden.id}`);
    expect(within(screen.getByRole('article', { name: live.title })).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when my predictions fail to load', async () => {
    signIn();
    api.use(mockEndpoint('statements', 'list', apiError(500, 'boom')));
    renderAt('/my-predictions');
    expect(screen.getByRole('heading', { level: 1, name: 'My Predictions' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load predictions');
  });

  it('shows up to 10 activity items with View all, per tab', async () => {
    signIn();
    api.use(mockEndpoint('statements', 'list', ({ query }) => (query.type === 'prediction' ? statements(11) : statements(3, 50))));
    renderAt('/my-activity');
    expect(screen.getByRole('heading', { level: 1, name: 'My Activity' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a Prediction' })).toHaveAttribute('href', '/create-prediction');
    expect(screen.getByRole('link', { name: 'Share a Hot Take' })).toHaveAttribute('href', '/create-opinion');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/my-predictions');

    await userEvent.click(screen.getByRole('tab', { name: 'Hot Takes' }));
    expect(await screen.findByRole('article', { name: 'Statement 52' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
    expect(screen.getByText('Current path: /my-activity?tab=hot-takes')).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    signIn();
    api.use(mockEndpoint('statements', 'list', ({ query }) => (query.type === 'prediction' ? statements(2) : statements(1, 70))));
    renderAt('/my-activity?tab=hot-takes');
    expect(await screen.findByRole('article', { name: 'Statement 70' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hot Takes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Predictions' }));
    expect(screen.getByText('Current path: /my-activity')).toBeInTheDocument();
  });

  it('says when the activity fails to load', async () => {
    signIn();
    api.use(mockEndpoint('statements', 'list', networkError()));
    renderAt('/my-activity');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your activity. Please try again later.');
  });
});

describe('placeholder pages', () => {
  it.each([['/dashboard', 'Dashboard']])('%s shows its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
