import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCommentator, installMockApi, mockEndpoint, signOut } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const api = installMockApi(
  mockEndpoint('commentators', 'list', ({ query }) =>
    query.sort === 'accuracy'
      ? [aCommentator({ id: 2, name: 'Zach Lowe', slug: 'zach-lowe' }), aCommentator({ id: 1, name: 'Stephen A', slug: 'stephen-a' })]
      : [aCommentator({ id: 1, name: 'Stephen A', slug: 'stephen-a' }), aCommentator({ id: 2, name: 'Zach Lowe', slug: 'zach-lowe' })],
  ),
);

beforeEach(() => signOut());

it('sorts a directory by the accuracy of their receipts, kept in ?sort=accuracy', async () => {
  renderAt('/commentators');
  const names = async () =>
    within(await screen.findByRole('list', { name: 'Commentators' }))
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label') ?? card.textContent);
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Most followed');
  await screen.findByRole('link', { name: 'Stephen A' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most accurate receipts');
  expect(screen.getByText('Current path: /commentators?sort=accuracy')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Zach Lowe' });
  expect((await names()).map((name) => name?.includes('Zach Lowe'))[0]).toBe(true);
  expect(api.callsOf('commentators.list').map((call) => call.query)).toEqual([{ sort: 'popular' }, { sort: 'accuracy' }]);
});
