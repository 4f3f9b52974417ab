import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { aComment, aStatement, installMockApi, mockEndpoint, signIn } from '@receipts/testing';

const api = installMockApi(mockEndpoint('statements', 'get', aStatement({ id: 1 })));

const by = (username: string, id: number, text: string, replies: Comment[] = [], parent: number | null = null) =>
  aComment({ id, text, replies, parent, user: { id, username, display_name: null, photoURL: null } });

/** 'hooper' has two replies shown already; one of them, by 'baller', has one reply of its own. */
const thread = () => [
  by('hooper', 10, 'Top take', [
    by('baller', 11, 'First answer', [by('rim', 13, 'Deep cut', [], 11)], 10),
    by('coach', 12, 'Second answer', [], 10),
  ]),
];

async function item(text: string) {
  return within((await screen.findByText(text)).closest('li') as HTMLElement);
}

async function postReply(text: string) {
  await userEvent.type(screen.getByPlaceholderText('Write your reply...'), text);
  await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
}

beforeEach(() => {
  signIn();
  Element.prototype.scrollIntoView = jest.fn();
  api.use(mockEndpoint('comments', 'list', thread()));
});

describe('a just-posted reply (it shows at once, under its parent)', () => {
  it('is shown under a parent that already shows 2 replies, the older third one stays behind the toggle', async () => {
    api.use(
      mockEndpoint('comments', 'list', [by('hooper', 10, 'Top take', [...thread()[0].replies, by('dunk', 14, 'Third answer', [], 10)])]),
    );
    api.use(mockEndpoint('comments', 'create', by('fan', 20, 'Mine', [], 10)));
    renderAt('/statements/1');
    await userEvent.click((await item('Top take')).getAllByRole('button', { name: 'Reply' })[0]);
    await postReply('Mine');

    const replies = await screen.findByRole('list', { name: 'Replies to hooper' });
    expect(await within(replies).findByText('Mine')).toBeVisible();
    expect(within(replies).queryByText('Third answer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 1 more reply' })).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('opens the replies the fan had hidden on the way to it', async () => {
    api.use(mockEndpoint('comments', 'create', by('fan', 21, 'Reply to a reply', [], 11)));
    renderAt('/statements/1');
    const answer = await item('First answer');
    await userEvent.click(answer.getAllByRole('button', { name: 'Reply' })[0]);
    expect(screen.getByText(/Replying to @baller/)).toBeInTheDocument();
    await userEvent.click(answer.getByRole('button', { name: 'Hide replies' }));
    await userEvent.click((await item('Top take')).getAllByRole('button', { name: 'Hide replies' })[0]);
    expect(screen.queryByText('First answer')).not.toBeInTheDocument();
    await postReply('Reply to a reply');

    const nested = await screen.findByRole('list', { name: 'Replies to baller' });
    expect(within(nested).getByText('Reply to a reply')).toBeVisible();
    expect(within(nested).getByText('Deep cut')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (5)' })).toBeInTheDocument();
  });
});

describe('a comment moderators hid', () => {
  it('is shown to its author with the reason, and can no longer be answered or voted on', async () => {
    const hidden = { ...by('fan', 30, 'My hidden remark'), moderation: { state: 'hidden' as const, reason: 'Personal attack' } };
    api.use(mockEndpoint('comments', 'list', [by('hooper', 31, 'A visible comment'), hidden]));
    renderAt('/statements/1');
    const mine = await item('My hidden remark');
    expect(mine.getByRole('alert')).toHaveTextContent('Hidden by moderators: Personal attack');
    expect(mine.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(mine.queryByRole('button', { name: /upvote/i })).not.toBeInTheDocument();
    const other = await item('A visible comment');
    expect(other.queryByRole('alert')).not.toBeInTheDocument();
    expect(other.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.getAllByText(/Hidden by moderators/)).toHaveLength(1);
  });

  it('lets its author appeal it once from the thread, and shows the appeal is pending', async () => {
    const hidden = {
      ...by('fan', 40, 'My second remark'),
      moderation: { state: 'hidden' as const, reason: 'Rude', appealable: true, appeal: null },
    };
    api.use(
      mockEndpoint('comments', 'list', [hidden]),
      mockEndpoint('appeals', 'create', ({ body }) => ({
        id: 2,
        target_type: 'comment' as const,
        target_id: 40,
        statement_id: 1,
        message: body?.message ?? '',
        status: 'open' as const,
        note: null,
        created_at: '2026-11-27T08:00:00Z',
        answered_at: null,
      })),
    );
    renderAt('/statements/1');
    const mine = await item('My second remark');
    await userEvent.click(mine.getByRole('button', { name: 'Appeal' }));
    await userEvent.type(mine.getByLabelText('Why should it be restored?'), 'It was banter.');
    await userEvent.click(mine.getByRole('button', { name: 'Send appeal' }));
    expect(await mine.findByText('You appealed. A moderator will review it.')).toBeInTheDocument();
    expect(api.callsOf('appeals.create').map((call) => call.body)).toEqual([
      { target_type: 'comment', target_id: 40, message: 'It was banter.' },
    ]);
  });
});
