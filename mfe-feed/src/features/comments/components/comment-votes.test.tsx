import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { aComment, aStatement, apiError, installMockApi, mockEndpoint, signIn, signOut } from '@receipts/testing';

const api = installMockApi(
  mockEndpoint('statements', 'get', aStatement({ id: 1, votes: { upvotes: 9, downvotes: 9 } })),
  mockEndpoint('comments', 'list', [
    aComment({ id: 10, text: 'Bench wins it', votes: { upvotes: 3, downvotes: 1 }, user_vote: 'downvote' }),
  ]),
);
const votes = () => api.callsOf('comments.vote').map((call) => ({ path: call.path, body: call.body }));

async function theComment() {
  return within((await screen.findByText('Bench wins it')).closest('li') as HTMLElement);
}

beforeEach(() => signOut());

describe('comment votes', () => {
  it("shows each comment's counts and the viewer's vote", async () => {
    renderAt('/statements/1');
    const comment = await theComment();
    expect(comment.getByRole('button', { name: 'Upvote 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(comment.getByRole('button', { name: 'Downvote 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("asks visitors to log in, and doesn't call the API", async () => {
    render(<Toaster />);
    renderAt('/statements/1');
    await userEvent.click((await theComment()).getByRole('button', { name: 'Upvote 3' }));
    expect(within(screen.getByRole('status', { name: 'Notifications' })).getByText('Please login to vote')).toBeInTheDocument();
    expect(votes()).toEqual([]);
  });

  it('switches a member’s vote and shows what the server counted', async () => {
    signIn();
    api.use(mockEndpoint('comments', 'vote', { data: { status: 'vote changed', vote: 'upvote' }, votes: { upvotes: 4, downvotes: 0 } }));
    renderAt('/statements/1');
    const comment = await theComment();
    await userEvent.click(comment.getByRole('button', { name: 'Upvote 3' }));
    expect(await comment.findByRole('button', { name: 'Upvote 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(comment.getByRole('button', { name: 'Downvote 0' })).toHaveAttribute('aria-pressed', 'false');
    expect(votes()).toEqual([{ path: '/api/content-api/comments/10/vote/', body: { vote_type: 'upvote' } }]);
    // The statement's own votes are not the comment's.
    expect(screen.getByRole('button', { name: 'Upvote 9' })).toBeInTheDocument();
  });

  it('removes a member’s vote when the same direction is chosen again', async () => {
    signIn();
    api.use(mockEndpoint('comments', 'vote', { data: { status: 'vote removed', vote: null }, votes: { upvotes: 3, downvotes: 0 } }));
    renderAt('/statements/1');
    const comment = await theComment();
    await userEvent.click(comment.getByRole('button', { name: 'Downvote 1' }));
    expect(await comment.findByRole('button', { name: 'Downvote 0' })).toHaveAttribute('aria-pressed', 'false');
    expect(comment.getByRole('button', { name: 'Upvote 3' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the votes as they were when the call fails (only logged)', async () => {
    signIn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.use(mockEndpoint('comments', 'vote', () => apiError(500, 'boom')));
    renderAt('/statements/1');
    const comment = await theComment();
    await userEvent.click(comment.getByRole('button', { name: 'Upvote 3' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Comment vote failed', expect.anything()));
    await waitFor(() => expect(comment.getByRole('button', { name: 'Upvote 3' })).toBeEnabled());
    expect(comment.getByRole('button', { name: 'Downvote 1' })).toHaveAttribute('aria-pressed', 'true');
    logged.mockRestore();
  });
});
