import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { aCommentator, aPodcast, aShow, apiError, mockEndpoint, networkError, signOut, installMockApi } from '@receipts/testing';

const api = installMockApi();

beforeEach(() => {
  signOut();
});

describe('/commentators', () => {
  it('lists popular commentators and filters them by name, case-insensitively', async () => {
    api.use(
      mockEndpoint('commentators', 'list', [
        aCommentator({ id: 1, name: 'Stephen A', slug: 'stephen-a' }),
        aCommentator({ id: 2, name: 'Zach Lowe', slug: 'zach-lowe' }),
      ]),
    );
    renderAt('/commentators');
    expect(screen.getByRole('heading', { level: 1, name: 'Commentators' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Commentators' });
    expect(grid).toHaveClass('rc-grid');
    expect(within(grid).getByRole('link', { name: 'Zach Lowe' })).toHaveAttribute('href', '/commentators/zach-lowe');
    expect(api.callsOf('commentators.list').map((call) => call.query)).toEqual([{ sort: 'popular' }]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search commentators' }), 'LOWE');
    expect(screen.getByRole('article', { name: 'Zach Lowe' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Stephen A' })).not.toBeInTheDocument();

    expect(screen.getByText('Current path: /commentators?search=LOWE')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search commentators' }), 'xyz');
    expect(screen.getByText('No commentators found matching your search.')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search commentators' }));
    expect(screen.getByText('Current path: /commentators')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Stephen A' })).toBeInTheDocument();
  });

  it('opens with the search from the URL (a reload, Back or a shared link)', async () => {
    api.use(
      mockEndpoint('commentators', 'list', [
        aCommentator({ id: 1, name: 'Stephen A', slug: 'stephen-a' }),
        aCommentator({ id: 2, name: 'Zach Lowe', slug: 'zach-lowe' }),
      ]),
    );
    renderAt('/commentators?search=zach');
    expect(screen.getByRole('searchbox', { name: 'Search commentators' })).toHaveValue('zach');
    expect(await screen.findByRole('article', { name: 'Zach Lowe' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Stephen A' })).not.toBeInTheDocument();
  });

  it('shows Error plus the message when the list fails', async () => {
    api.use(mockEndpoint('commentators', 'list', apiError(500, 'boom')));
    renderAt('/commentators');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load commentators. Please try again later.');
  });
});

describe('/podcasts', () => {
  it('shows podcast cards with host and network fallbacks and socials', async () => {
    api.use(
      mockEndpoint('podcasts', 'list', [
        aPodcast({ host: 'Zach Lowe', instagram: '@lowepost', youtube: 'https://youtube.com/@lowe' }),
        aPodcast({ id: 11, slug: 'pod-two', name: 'Pod Two', sport_league_name: 'NFL' }),
      ]),
    );
    renderAt('/podcasts');
    expect(screen.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search podcasts...')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'The Lowe Post' });
    expect(within(card).getByText('Host: Zach Lowe')).toBeInTheDocument();
    expect(within(card).getByText('Network: N/A')).toBeInTheDocument();
    expect(within(card).getByText('NBA')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/lowepost');
    expect(within(card).getByRole('link', { name: 'YouTube' })).toHaveAttribute('target', '_blank');
    expect(within(card).queryByRole('link', { name: 'Twitter' })).not.toBeInTheDocument();
    expect(within(card).getByText('3 followers')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Pod Two' });
    expect(within(other).getByText('Host: N/A')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search podcasts' }), 'nothing');
    expect(screen.getByText('No podcasts found matching your search.')).toBeInTheDocument();
  });
});

describe('/shows', () => {
  it('shows show cards with status, network and format fallbacks', async () => {
    api.use(
      mockEndpoint('shows', 'list', [
        aShow({ is_active: true, network: 'ESPN', twitter: '@firsttake' }),
        aShow({ id: 21, slug: 'old-show', name: 'Old Show', is_active: false, format: 'Debate' }),
        aShow({ id: 22, slug: 'unknown', name: 'Unknown Show' }),
      ]),
    );
    renderAt('/shows');
    expect(screen.getByRole('heading', { level: 1, name: 'TV Shows' })).toBeInTheDocument();
    const active = await screen.findByRole('article', { name: 'First Take' });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Network: ESPN')).toBeInTheDocument();
    expect(within(active).getByText('Format: TV Show')).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://twitter.com/firsttake');
    expect(within(screen.getByRole('article', { name: 'Old Show' })).getByText('Ended')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Old Show' })).getByText('Format: Debate')).toBeInTheDocument();
    const unknown = screen.getByRole('article', { name: 'Unknown Show' });
    expect(within(unknown).queryByText('Active')).not.toBeInTheDocument();
    expect(within(unknown).queryByText('Ended')).not.toBeInTheDocument();
  });

  it('shows Error plus the message when the list fails', async () => {
    api.use(mockEndpoint('shows', 'list', networkError()));
    renderAt('/shows');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load shows. Please try again later.');
  });
});
