import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { aPodcast, mockEndpoint, signIn, signOut, installMockApi } from '@receipts/shared/testing';

const api = installMockApi(mockEndpoint('podcasts', 'list', [aPodcast()]));

beforeEach(() => {
});

describe('follow control', () => {
  it('asks visitors to log in', async () => {
    signOut();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderAt('/podcasts');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(alert).toHaveBeenCalledWith('Please log in to follow this entity');
    expect(api.callsOf('follows.toggle')).toEqual([]);
    alert.mockRestore();
  });

  it('follows for a member, taking the count from the answer and updating the follow lists', async () => {
    signIn();
    api.use(mockEndpoint('follows', 'toggle', { following: true, followers_count: 10 }));
    renderAt('/podcasts');
    const card = await screen.findByRole('article', { name: 'The Lowe Post' });
    await userEvent.click(within(card).getByRole('button', { name: 'Follow' }));

    expect(await within(card).findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('10 followers')).toBeInTheDocument();
    expect(api.callsOf('follows.toggle').map((call) => call.body)).toEqual([{ followable_type: 'podcast', object_id: 10 }]);
    expect(authStore.getState().follows.podcasts).toEqual([{ id: 10, slug: 'the-lowe-post', name: 'The Lowe Post', photo_url: null }]);
  });
});
