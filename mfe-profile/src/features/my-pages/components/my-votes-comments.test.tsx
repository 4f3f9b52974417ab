import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityComment, ActivityVote } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { apiError, installMockApi, mockEndpoint, signIn, signOut, statements } from '@receipts/testing';

const vote = (n: number): ActivityVote => ({
  vote_type: n % 2 ? 'upvote' : 'downvote',
  created_at: '2026-11-20T12:00:00Z',
  statement: { id: n, title: `Voted ${n}`, statement_type: 'prediction', outcome: n === 1 ? 'correct' : 'pending' },
});
const comment = (n: number): ActivityComment => ({
  id: 100 + n,
  text: `Said ${n}`,
  created_at: '2026-11-20T12:00:00Z',
  parent: n === 2 ? 50 : null,
  statement: { id: n, title: `Thread ${n}`, statement_type: 'opinion', outcome: null },
});
const pageOf = <T,>(all: T[], page = 1, perPage = 10) => ({ count: all.length, results: all.slice((page - 1) * perPage, page * perPage) });

const votes = Array.from({ length: 12 }, (_, i) => vote(i + 1));
const api = installMockApi(
  mockEndpoint('statements', 'list', statements(2)),
  mockEndpoint('activity', 'votes', ({ query }) => pageOf(votes, Number(query.page ?? 1), Number(query.per_page ?? 10))),
  mockEndpoint('activity', 'comments', pageOf([comment(1), comment(2)])),
);

describe('My Activity: votes and comments', () => {
  it('lists up to 10 votes, each linking to its statement, with View all when there are more', async () => {
    signIn();
    renderAt('/my-activity?tab=votes');
    const list = await screen.findByRole('list', { name: 'My Votes' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const first = within(list).getByRole('article', { name: 'Voted 1' });
    expect(within(first).getByText('Upvoted')).toBeInTheDocument();
    expect(within(first).getByText('CORRECT')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Voted 1' })).toHaveAttribute('href', '/statements/1');
    expect(within(list).getByRole('article', { name: 'Voted 2' })).toHaveTextContent('Downvoted');
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/my-votes');
    expect(api.callsOf('activity.votes').map((call) => call.query)).toEqual([{ page: '1', per_page: '10' }]);
  });

  it('lists my comments and replies, each linking to the comment under its statement, without View all for a few', async () => {
    signIn();
    renderAt('/my-activity');
    await userEvent.click(await screen.findByRole('tab', { name: 'Comments' }));
    const list = await screen.findByRole('list', { name: 'My Comments' });
    const reply = within(list).getByRole('article', { name: 'Comment on Thread 2' });
    expect(reply).toHaveTextContent('Said 2');
    expect(reply).toHaveTextContent('Reply on');
    expect(within(reply).getByRole('link', { name: 'Thread 2' })).toHaveAttribute('href', '/statements/2#comment-102');
    expect(screen.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
    expect(screen.getByText('Current path: /my-activity?tab=comments')).toBeInTheDocument();
  });

  it('says when there are none, and when they fail to load', async () => {
    signIn();
    api.use(mockEndpoint('activity', 'comments', { count: 0, results: [] }));
    const empty = renderAt('/my-activity?tab=comments');
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    empty.unmount();
    api.use(mockEndpoint('activity', 'votes', apiError(500, 'boom')));
    renderAt('/my-activity?tab=votes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your activity. Please try again later.');
  });

  it('shows every vote on View all’s page, 50 at a time', async () => {
    signIn();
    renderAt('/my-votes');
    expect(screen.getByRole('heading', { level: 1, name: 'My Votes' })).toBeInTheDocument();
    expect(await screen.findByText('12 votes')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'My Votes' })).getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.callsOf('activity.votes').map((call) => call.query)).toEqual([{ page: '1', per_page: '50' }]);
  });

  it.each(['/my-votes', '/my-comments'])('%s sends visitors to /login', async (path) => {
    signOut();
    renderAt(path);
    expect(await screen.findByText(`Current path: /login?next=${encodeURIComponent(path)}`)).toBeInTheDocument();
    expect(api.callsOf('activity.votes')).toEqual([]);
  });
});
