import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { installIntersectionObserver } from '../../../test/intersection-observer';
import { aStatement, installMockApi, mockEndpoint, signIn } from '@receipts/testing';

const statement = aStatement({ id: 7, title: 'Bills finally win it' });
const api = installMockApi(
  mockEndpoint('statements', 'list', ({ query }) => (query.cursor ? { results: [statement], next_cursor: null } : [statement])),
  mockEndpoint('statements', 'trending', []),
  mockEndpoint('statements', 'get', statement),
  mockEndpoint('comments', 'list', []),
  mockEndpoint('statements', 'vote', { data: { status: 'vote added', vote: 'upvote' }, votes: { upvotes: 5, downvotes: 1 } }),
);

beforeEach(() => {
  installIntersectionObserver();
  signIn();
});

describe('one cache for the feed and the detail page', () => {
  it('a vote on the detail page shows on the feed Back returns to, with no new request for the feed or its Popular Predictions', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(await screen.findByRole('link', { name: 'Bills finally win it' }));
    await user.click(await screen.findByRole('button', { name: 'Upvote 4' }));
    expect(await screen.findByRole('button', { name: 'Upvote 5' })).toHaveAttribute('aria-pressed', 'true');

    const feedRequests = api.callsOf('statements.list').length;
    await user.click(screen.getByRole('button', { name: /Back/ }));
    const card = await screen.findByRole('article', { name: 'Bills finally win it' });
    expect(within(card).getByRole('button', { name: 'Upvote 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsOf('statements.list')).toHaveLength(feedRequests);
  });
});
