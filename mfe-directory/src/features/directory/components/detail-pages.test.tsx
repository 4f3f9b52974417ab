import { screen, within } from '@testing-library/react';
import { ApiError, directoryApi } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { signIn, signOut } from '../../../test/auth';
import { aCommentator, aPodcast, aShow } from '../../../test/directory';

const commentator = jest.spyOn(directoryApi.commentators, 'get');
const podcast = jest.spyOn(directoryApi.podcasts, 'get');
const show = jest.spyOn(directoryApi.shows, 'get');

beforeEach(() => {
  signOut();
  [commentator, podcast, show].forEach((mock) => mock.mockReset());
});

describe('detail pages', () => {
  it('shows a commentator with podcasts, shows and videos', async () => {
    commentator.mockResolvedValue(aCommentator({
      podcasts: [{ id: 10, slug: 'the-lowe-post', name: 'The Lowe Post', role: 'Host' }],
      youtube_videos: [{ video_id: 'v1', url: 'https://youtu.be/v1', thumbnail: '', title: 'Hot takes live', published_at: '2025-01-02T00:00:00Z', view_count: 1200 }],
    }));
    renderAt('/commentators/stephen-a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stephen A' })).toBeInTheDocument();
    expect(commentator).toHaveBeenCalledWith('stephen-a');
    const podcasts = screen.getByRole('region', { name: 'Podcasts' });
    expect(within(podcasts).getByRole('link', { name: 'The Lowe Post' })).toHaveAttribute('href', '/podcasts/the-lowe-post');
    expect(within(podcasts).getByText(/Host/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Videos' })).getByRole('link', { name: 'Hot takes live' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update Avatar' })).not.toBeInTheDocument();
  });

  it('shows staff an Update Avatar link to the avatar screen', async () => {
    signIn({ is_staff: true });
    podcast.mockResolvedValue(aPodcast({ commentators: [{ id: 1, slug: 'zach', name: 'Zach Lowe', role: 'Host' }] }));
    renderAt('/podcasts/the-lowe-post');
    expect(await screen.findByRole('link', { name: 'Update Avatar' })).toHaveAttribute('href', '/podcasts/the-lowe-post/avatar');
    expect(screen.getByRole('link', { name: 'Zach Lowe' })).toHaveAttribute('href', '/commentators/zach');
  });

  it('shows whether a show is active', async () => {
    show.mockResolvedValue(aShow({ is_active: false, timeslot: 'Weekdays 10am' }));
    renderAt('/shows/first-take');
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.getByText('Weekdays 10am')).toBeInTheDocument();
    expect(screen.getByText('TV Show')).toBeInTheDocument();
  });

  it.each([
    ['/commentators/nobody', commentator, 'Commentator not found'],
    ['/podcasts/nobody', podcast, 'Podcast not found'],
    ['/shows/nobody', show, 'Show not found'],
  ])('%s says it was not found', async (path, mock, message) => {
    mock.mockRejectedValue(new ApiError(404, { detail: 'Not found' }));
    renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('explains any other failure', async () => {
    commentator.mockRejectedValue(new ApiError(500, { detail: 'boom' }));
    renderAt('/commentators/x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load commentator details. Please try again later.');
  });
});
