import { screen, within } from '@testing-library/react';
import { noReceipts } from '../../../test/no-receipts';
import { renderAt } from '../../../test/render-at';
import { aCommentator, aPodcast, aShow, apiError, mockEndpoint, signIn, signOut, installMockApi } from '@receipts/testing';

const api = installMockApi(...noReceipts);

beforeEach(() => {
  signOut();
});

describe('detail pages', () => {
  it('shows a commentator with podcasts, shows and videos', async () => {
    api.use(
      mockEndpoint(
        'commentators',
        'get',
        aCommentator({
          podcasts: [{ id: 10, slug: 'the-lowe-post', name: 'The Lowe Post', role: 'Host' }],
          youtube_videos: [
            {
              video_id: 'v1',
              url: 'https://youtu.be/v1',
              thumbnail: '',
              title: 'Hot takes live',
              published_at: '2025-01-02T00:00:00Z',
              view_count: 1200,
            },
          ],
        }),
      ),
    );
    renderAt('/commentators/stephen-a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stephen A' })).toBeInTheDocument();
    expect(document.title).toBe('Stephen A · Receipts');
    expect(api.callsOf('commentators.get').map((call) => call.path)).toEqual(['/api/commentators/stephen-a/']);
    const podcasts = screen.getByRole('region', { name: 'Podcasts' });
    expect(within(podcasts).getByRole('link', { name: 'The Lowe Post' })).toHaveAttribute('href', '/podcasts/the-lowe-post');
    expect(within(podcasts).getByText(/Host/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Videos' })).getByRole('link', { name: 'Hot takes live' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update Avatar' })).not.toBeInTheDocument();
  });

  it('shows staff an Update Avatar link to the avatar screen', async () => {
    signIn({ is_staff: true });
    api.use(mockEndpoint('podcasts', 'get', aPodcast({ commentators: [{ id: 1, slug: 'zach', name: 'Zach Lowe', role: 'Host' }] })));
    renderAt('/podcasts/the-lowe-post');
    expect(await screen.findByRole('link', { name: 'Update Avatar' })).toHaveAttribute('href', '/podcasts/the-lowe-post/avatar');
    expect(screen.getByRole('link', { name: 'Zach Lowe' })).toHaveAttribute('href', '/commentators/zach');
  });

  it('shows whether a show is active', async () => {
    api.use(mockEndpoint('shows', 'get', aShow({ is_active: false, timeslot: 'Weekdays 10am' })));
    renderAt('/shows/first-take');
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.getByText('Weekdays 10am')).toBeInTheDocument();
    expect(screen.getByText('TV Show')).toBeInTheDocument();
  });

  it.each([
    ['/commentators/nobody', 'commentators', 'Commentator not found'],
    ['/podcasts/nobody', 'podcasts', 'Podcast not found'],
    ['/shows/nobody', 'shows', 'Show not found'],
  ] as const)('%s says it was not found', async (path, group, message) => {
    api.use(mockEndpoint(group, 'get', apiError(404, 'Not found')));
    renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('explains any other failure', async () => {
    api.use(mockEndpoint('commentators', 'get', apiError(500, 'boom')));
    renderAt('/commentators/x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load commentator details. Please try again later.');
  });
});
