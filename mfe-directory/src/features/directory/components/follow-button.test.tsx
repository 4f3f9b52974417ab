import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, directoryApi, followsApi } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { signIn, signOut } from '../../../test/auth';
import { aPodcast } from '../../../test/directory';

const toggle = jest.spyOn(followsApi, 'toggle');

beforeEach(() => {
  toggle.mockReset();
  jest.spyOn(directoryApi.podcasts, 'list').mockResolvedValue([aPodcast()]);
});

describe('follow control', () => {
  it('asks visitors to log in', async () => {
    signOut();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderAt('/podcasts');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(alert).toHaveBeenCalledWith('Please log in to follow this entity');
    expect(toggle).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('follows for a member, taking the count from the answer and updating the follow lists', async () => {
    signIn();
    toggle.mockResolvedValue({ following: true, followers_count: 10 });
    renderAt('/podcasts');
    const card = await screen.findByRole('article', { name: 'The Lowe Post' });
    await userEvent.click(within(card).getByRole('button', { name: 'Follow' }));

    expect(await within(card).findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('10 followers')).toBeInTheDocument();
    expect(toggle).toHaveBeenCalledWith({ followable_type: 'podcast', object_id: 10 });
    expect(authStore.getState().follows.podcasts).toEqual([{ id: 10, slug: 'the-lowe-post', name: 'The Lowe Post', photo_url: null }]);
  });
});
