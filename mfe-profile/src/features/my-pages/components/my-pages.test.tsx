import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, statementsApi, type StatementListQuery } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { signIn, signOut } from '../../../test/auth';
import { statements } from '../../../test/statements';

const list = jest.spyOn(statementsApi, 'list');

beforeEach(() => {
  list.mockReset();
  list.mockResolvedValue(statements(2));
});

describe('my pages', () => {
  it.each(['/my-activity', '/my-opinions', '/my-predictions'])('%s sends visitors to /login', async (path) => {
    signOut();
    renderAt(path);
    expect(await screen.findByText('Current path: /login')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
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
    expect(list).toHaveBeenCalledWith({ user_id: 'current', type: 'opinion', per_page: 50 });
  });

  it('says when my predictions fail to load', async () => {
    signIn();
    list.mockRejectedValue(new ApiError(500, { detail: 'boom' }));
    renderAt('/my-predictions');
    expect(screen.getByRole('heading', { level: 1, name: 'My Predictions' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load predictions');
  });

  it('shows up to 10 activity items with View all, per tab', async () => {
    signIn();
    list.mockImplementation((query: StatementListQuery = {}) =>
      Promise.resolve(query.type === 'prediction' ? statements(11) : statements(3, 50)));
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
  });

  it('says when the activity fails to load', async () => {
    signIn();
    list.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/my-activity');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your activity. Please try again later.');
  });
});

describe('placeholder pages', () => {
  it.each([
    ['/settings', 'Settings'],
    ['/achievements', 'Achievements'],
    ['/analyst-program', 'Analyst Program'],
    ['/dashboard', 'Dashboard'],
  ])('%s shows its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
