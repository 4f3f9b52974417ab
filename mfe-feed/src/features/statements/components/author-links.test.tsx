import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render-at';
import { installIntersectionObserver } from '../../../test/intersection-observer';
import { aComment, aStatement, installMockApi, mockEndpoint, signIn } from '@receipts/testing';

const statement = aStatement({
  id: 7,
  title: 'Bills finally win it',
  user: { id: 2, username: 'hooper', display_name: 'Hoop Head', photoURL: null },
});
const reply = aComment({
  id: 21,
  text: 'Sure they will',
  parent: 20,
  user: { id: 4, username: 'rim', display_name: null, photoURL: null },
});
const comment = aComment({
  id: 20,
  text: 'Not a chance',
  replies: [reply],
  user: { id: 3, username: 'coach', display_name: 'Coach K', photoURL: null },
});
installMockApi(
  mockEndpoint('statements', 'list', ({ query }) => (query.cursor ? { results: [statement], next_cursor: null } : [statement])),
  mockEndpoint('statements', 'trending', []),
  mockEndpoint('statements', 'get', statement),
  mockEndpoint('comments', 'list', [comment]),
);

beforeEach(() => {
  installIntersectionObserver();
  signIn();
});

describe('authors are people: their name and avatar link to their profile', () => {
  it('on a feed card', async () => {
    renderAt('/');
    const card = await screen.findByRole('article', { name: 'Bills finally win it' });
    expect(within(card).getByRole('link', { name: 'Hoop Head' })).toHaveAttribute('href', '/profile/hooper');
  });

  it('on the statement’s page, its comments and their replies', async () => {
    renderAt('/statements/7');
    const article = await screen.findByRole('article', { name: 'Bills finally win it' });
    expect(within(article).getByRole('link', { name: 'Hoop Head' })).toHaveAttribute('href', '/profile/hooper');
    expect(await screen.findByRole('link', { name: 'Coach K' })).toHaveAttribute('href', '/profile/coach');
    expect(screen.getByRole('link', { name: 'rim' })).toHaveAttribute('href', '/profile/rim');
  });
});
