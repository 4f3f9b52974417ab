import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, type Comment } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { aStatement, apiError, mockEndpoint, signIn, signOut, installMockApi } from '@receipts/testing';

const api = installMockApi(mockEndpoint('statements', 'get', aStatement({ id: 1 })));
const comments = (list: Comment[]) => api.use(mockEndpoint('comments', 'list', list));
const addComment = (answer: Comment) => api.use(mockEndpoint('comments', 'create', answer));
const posted = () => api.callsOf('comments.create').map((call) => call.body);

function aComment(id: number, text: string, replies: Comment[] = [], username = `user${id}`): Comment {
  return {
    id,
    text,
    replies,
    parent: null,
    statement: 1,
    created_at: '2025-03-05T12:30:00Z',
    votes: { upvotes: 0, downvotes: 0 },
    user_vote: null,
    user: { id, username, display_name: null, photoURL: null },
  };
}

beforeEach(() => {
  signOut();
  Element.prototype.scrollIntoView = jest.fn();
});

describe('comments section', () => {
  it('invites the first comment and asks visitors to log in', async () => {
    comments([]);
    renderAt('/statements/1');
    expect(await screen.findByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Add a comment...')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Please login to comment' })).toHaveAttribute('href', '/login');
  });

  it('counts nested replies, shows 2 replies first and the rest on demand', async () => {
    const replies = [aComment(11, 'first reply'), aComment(12, 'second reply'), aComment(13, 'third reply', [aComment(14, 'deep')])];
    comments([aComment(10, 'top comment', replies)]);
    renderAt('/statements/1');
    expect(await screen.findByRole('heading', { name: 'Comments (5)' })).toBeInTheDocument();
    expect(screen.getByText('second reply')).toBeInTheDocument();
    expect(screen.queryByText('third reply')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show 1 more reply' }));
    expect(screen.getByText('third reply')).toBeInTheDocument();
    expect(screen.getByText('deep')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('third reply')).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Hide replies' })[0]);
    expect(screen.queryByText('first reply')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 3 replies' })).toBeInTheDocument();
  });

  it("says 'Failed to post comment. Please try again.' in the live region when posting fails", async () => {
    signIn();
    comments([]);
    api.use(mockEndpoint('comments', 'create', () => apiError(500, 'boom')));
    render(<Toaster />);
    renderAt('/statements/1');
    await userEvent.type(await screen.findByPlaceholderText('Add a comment...'), 'a take');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(region).findByText('Failed to post comment. Please try again.')).toBeInTheDocument();
  });

  it("shows the server's words when writes are rate limited (429)", async () => {
    signIn();
    comments([]);
    const message = "You're doing that too often. Please wait 42 seconds and try again.";
    api.use(mockEndpoint('comments', 'create', () => apiError(429, message)));
    render(<Toaster />);
    renderAt('/statements/1');
    await userEvent.type(await screen.findByPlaceholderText('Add a comment...'), 'a take');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(region).findByText(message)).toBeInTheDocument();
  });

  it('lets a member post a comment, which goes on top', async () => {
    signIn();
    comments([aComment(10, 'older comment')]);
    addComment(aComment(20, 'fresh take', [], 'fan'));
    renderAt('/statements/1');
    const input = await screen.findByPlaceholderText('Add a comment...');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await userEvent.type(input, '  fresh take ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('fresh take')).toBeInTheDocument();
    expect(posted()).toEqual([{ statement: 1, text: 'fresh take', parent: null }]);
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('fresh take');
    expect(input).toHaveValue('');
  });

  it('lets a member reply to a comment', async () => {
    signIn();
    comments([aComment(10, 'older comment', [], 'hooper')]);
    addComment({ ...aComment(21, 'agreed', [], 'fan'), parent: 10 });
    renderAt('/statements/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/Replying to @hooper/)).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Write your reply...'), 'agreed');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));

    const replies = await screen.findByRole('list', { name: 'Replies to hooper' });
    expect(within(replies).getByText('agreed')).toBeInTheDocument();
    expect(posted()).toEqual([{ statement: 1, text: 'agreed', parent: 10 }]);
    expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Add a comment...')).toBeInTheDocument();
  });
});
