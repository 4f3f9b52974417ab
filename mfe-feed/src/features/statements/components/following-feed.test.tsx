import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aReceipt, installMockApi, mockEndpoint, signIn, signOut, statements } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';
import { installIntersectionObserver } from '../../../test/intersection-observer';

const api = installMockApi(
  mockEndpoint('statements', 'list', ({ query }) => ({
    results: query.following ? [aReceipt({ id: 77, title: 'A followed pundit’s call' })] : statements(3),
    next_cursor: null,
  })),
  mockEndpoint('statements', 'trending', []),
);
const feedCalls = () => api.callsOf('statements.list').map((call) => call.query);

beforeEach(() => {
  installIntersectionObserver();
  signOut();
});

describe('home feed: Following', () => {
  it('lets a signed-in fan switch to the receipts of the pundits they follow, kept in ?feed=following', async () => {
    signIn();
    renderAt('/');
    await screen.findByRole('article', { name: 'Statement 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('article', { name: 'A followed pundit’s call' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Current path: /?feed=following')).toBeInTheDocument();
    expect(screen.getByText('Said by', { exact: false })).toHaveTextContent('Said by Ana Alvarez');
    expect(feedCalls().at(-1)).toEqual({ following: 'true', cursor: 'first', per_page: '10' });
  });

  it('offers no choice to visitors, and ignores ?feed=following for them', async () => {
    renderAt('/?feed=following');
    await screen.findByRole('article', { name: 'Statement 1' });
    expect(screen.queryByRole('group', { name: 'Feed' })).not.toBeInTheDocument();
    expect(feedCalls()).toEqual([{ cursor: 'first', per_page: '10' }]);
  });
});
