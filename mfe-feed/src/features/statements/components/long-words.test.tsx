import { screen, within } from '@testing-library/react';
import type { Comment } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { aStatement, installMockApi, mockEndpoint, signOut } from '@receipts/testing';

// A long unbroken word or URL wraps inside its card ('.rc-wrap' is overflow-wrap: anywhere, theme.css).
const LONG_WORD = 'Unbreakable'.repeat(12);
const LONG_URL = `https://example.com/${'a'.repeat(90)}`;
const statement = aStatement({ id: 7, title: LONG_WORD, body: `See ${LONG_URL}` });
const comment: Comment = {
  id: 70,
  text: LONG_URL,
  replies: [],
  parent: null,
  statement: 7,
  created_at: '2025-03-05T12:30:00Z',
  votes: { upvotes: 0, downvotes: 0 },
  user_vote: null,
  user: { id: 2, username: 'fan', display_name: null, photoURL: null },
};

installMockApi(
  mockEndpoint('statements', 'list', { results: [statement], next_cursor: null }),
  mockEndpoint('statements', 'trending', []),
  mockEndpoint('statements', 'get', statement),
  mockEndpoint('comments', 'list', [comment]),
);

beforeEach(() => signOut());

describe('long words and URLs', () => {
  it('wrap in a feed card: title and body', async () => {
    renderAt('/');
    const card = await screen.findByRole('article', { name: LONG_WORD });
    expect(within(card).getByRole('heading', { name: LONG_WORD })).toHaveClass('rc-wrap');
    expect(within(card).getByText(/^See https:\/\/example\.com\//)).toHaveClass('rc-wrap');
  });

  it('wrap on the detail page: title, body and comments', async () => {
    renderAt('/statements/7');
    expect(await screen.findByRole('heading', { level: 1, name: LONG_WORD })).toHaveClass('rc-wrap');
    expect(screen.getByText(`See ${LONG_URL}`)).toHaveClass('rc-wrap');
    expect(await screen.findByText(LONG_URL)).toHaveClass('rc-wrap');
  });
});
