import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, authStore } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { aPodcast, mockEndpoint, signIn, signOut, installMockApi } from '@receipts/testing';

const api = installMockApi(mockEndpoint('podcasts', 'list', [aPodcast()]));

beforeEach(() => {});

describe('follow control', () => {
  it('asks visitors to log in', async () => {
    signOut();
    render(<Toaster />);
    renderAt('/podcasts');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText('Please log in to follow this entity'),
    ).toBeInTheDocument();
    expect(api.callsOf('follows.toggle')).toEqual([]);
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
