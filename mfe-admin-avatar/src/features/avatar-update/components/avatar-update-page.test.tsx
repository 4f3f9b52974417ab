import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, directoryApi, type Commentator, type Podcast, type Show } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { signIn, signOut } from '../../../test/auth';

const getCommentator = jest.spyOn(directoryApi.commentators, 'get');
const getPodcast = jest.spyOn(directoryApi.podcasts, 'get');
const getShow = jest.spyOn(directoryApi.shows, 'get');
const updateCommentator = jest.spyOn(directoryApi.commentators, 'updatePhoto');
const updateShow = jest.spyOn(directoryApi.shows, 'updatePhoto');

const png = () => new File(['png-bytes'], 'face.png', { type: 'image/png' });

beforeEach(() => {
  [getCommentator, getPodcast, getShow, updateCommentator, updateShow].forEach((mock) => mock.mockReset());
  signIn({ is_staff: true });
  getCommentator.mockResolvedValue({ name: 'Stephen A', photo_url: 'https://img.example/stephen.png' } as Commentator);
  getPodcast.mockResolvedValue({ name: 'The Lowe Post', photo_url: null } as Podcast);
  getShow.mockResolvedValue({ name: 'First Take', photo_url: null } as Show);
});

describe('avatar update screens', () => {
  it('shows the current avatar and uploads a chosen image', async () => {
    updateCommentator.mockResolvedValue({} as Commentator);
    renderAt('/commentators/stephen-a/avatar');
    expect(screen.getByRole('heading', { level: 1, name: 'Update Commentator Avatar' })).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current Avatar' });
    expect(await within(current).findByText('Stephen A')).toBeInTheDocument();
    expect(within(current).getByRole('img', { name: 'Stephen A' })).toHaveAttribute('src', 'https://img.example/stephen.png');
    expect(getCommentator).toHaveBeenCalledWith('stephen-a');

    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Choose Image'), png());
    expect(await screen.findByRole('img', { name: 'New avatar preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    await userEvent.click(upload);

    expect(await screen.findByText('Avatar updated.')).toBeInTheDocument();
    expect(updateCommentator).toHaveBeenCalledWith('stephen-a', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.queryByRole('img', { name: 'New avatar preview' })).not.toBeInTheDocument();
    expect(getCommentator).toHaveBeenCalledTimes(2);
  });

  it('accepts image files only', async () => {
    renderAt('/podcasts/the-lowe-post/avatar');
    const current = screen.getByRole('region', { name: 'Current Avatar' });
    expect(await within(current).findByText('The Lowe Post')).toBeInTheDocument();
    expect(within(current).getByText('T')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose Image')).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose Image'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('says the upload failed (commentator wording)', async () => {
    updateCommentator.mockRejectedValue(new ApiError(400, { detail: 'photo_url must be a URL' }));
    renderAt('/commentators/stephen-a/avatar');
    await userEvent.upload(screen.getByLabelText('Choose Image'), png());
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to upload avatar$/);
    expect(screen.getByRole('img', { name: 'New avatar preview' })).toBeInTheDocument();
  });

  it('uses the show wording and says a show upload failed', async () => {
    updateShow.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/shows/first-take/avatar');
    expect(screen.getByRole('heading', { level: 1, name: 'Update Show Avatar' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Select Image'), png());
    await screen.findByRole('img', { name: 'New avatar preview' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload Avatar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload avatar. Please try again.');
  });

  it('Cancel goes back to the entity page', async () => {
    renderAt('/podcasts/the-lowe-post/avatar');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Current path: /podcasts/the-lowe-post')).toBeInTheDocument();
  });

  it('says when the entity cannot be loaded', async () => {
    getShow.mockRejectedValue(new ApiError(404, { detail: 'Not found' }));
    renderAt('/shows/nothing/avatar');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load show data');
  });
});

describe('avatar screen access', () => {
  it.each([
    ['/commentators/x/avatar', 'You do not have permission to access this page.'],
    ['/podcasts/x/avatar', 'You do not have permission to access this page.'],
    ['/shows/x/avatar', "You don't have permission to update show avatars."],
  ])('%s turns away non-staff', (path, message) => {
    signIn({ is_staff: false });
    renderAt(path);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'New Avatar' })).not.toBeInTheDocument();
  });

  it('asks visitors to log in on the show screen', () => {
    signOut();
    renderAt('/shows/first-take/avatar');
    expect(screen.getByText('Please log in to update show avatars.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(getShow).not.toHaveBeenCalled();
  });
});
