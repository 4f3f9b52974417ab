import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIDEBAR_CACHE_KEYS, configureApi, memoryTokenStorage } from '@receipts/shared';
import { renderAt } from '../../../test/render-at';
import { signIn, signOut } from '@receipts/testing';
import { startApiServer, type ApiServer } from '../../../test/api-server';
import { JPEG_BYTES, fakeCanvas, loadImage } from '../../../test/canvas';

/**
 * The screens against a real HTTP server standing in for the API: the upload really goes out as multipart
 * through XMLHttpRequest, and the PATCH through the shared client.
 */
let api: ApiServer;

beforeEach(async () => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
  api = await startApiServer({
    'commentators/stephen-a': { slug: 'stephen-a', name: 'Stephen A', photo_url: 'https://img.example/stephen.png' },
    'podcasts/the-lowe-post': { slug: 'the-lowe-post', name: 'The Lowe Post', photo_url: null },
    'shows/first-take': { slug: 'first-take', name: 'First Take', photo_url: null },
  });
  configureApi({ baseUrl: api.base, tokens: memoryTokenStorage('session-token'), readCookie: () => null, onUnauthorized: () => undefined });
  signIn({ is_staff: true });
  fakeCanvas();
});
afterEach(() => api.close());

/** The hidden file input behind the 'Select Image' button. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'face.png', { type: 'image/png' });

/** Choose a file, let the crop dialog load it, and accept the initial crop. */
async function chooseAndCrop(user = userEvent.setup()) {
  await user.upload(fileInput(), png());
  const dialog = await screen.findByRole('dialog', { name: 'Crop Image' });
  loadImage(within(dialog).getByRole('img', { name: 'Image to crop: face.png' }), { width: 300, height: 200 });
  await user.click(within(dialog).getByRole('button', { name: 'Crop & Continue' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return screen.findByRole('img', { name: 'New avatar preview' });
}

describe('avatar update screens', () => {
  it.each([
    ['/commentators/stephen-a/avatar', 'Upload'],
    ['/podcasts/the-lowe-post/avatar', 'Upload'],
    ['/shows/first-take/avatar', 'Upload Avatar'],
  ])('%s: the upload button reads exactly %s', async (path, label) => {
    renderAt(path);
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).not.toContain(
      label === 'Upload' ? 'Upload Avatar' : 'Upload',
    );
  });

  it('chooses, crops, uploads as JPEG with progress, saves the URL, reloads the entity and clears the sidebar cache', async () => {
    localStorage.setItem(SIDEBAR_CACHE_KEYS.commentators, JSON.stringify({ timestamp: Date.now(), items: [{ id: 1 }] }));
    localStorage.setItem(SIDEBAR_CACHE_KEYS.shows, JSON.stringify({ timestamp: Date.now(), items: [{ id: 1 }] }));
    const user = userEvent.setup();
    renderAt('/commentators/stephen-a/avatar');
    expect(screen.getByRole('heading', { level: 1, name: 'Update Commentator Avatar' })).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current Avatar' });
    expect(await within(current).findByText('Stephen A')).toBeInTheDocument();
    expect(within(current).getByRole('img', { name: 'Stephen A' })).toHaveAttribute('src', 'https://img.example/stephen.png');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    expect(await chooseAndCrop(user)).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg;base64,/));
    const release = api.holdUploads();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    // Uploading: a progress bar, a spinner, and every control disabled.
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Image' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Uploading/ })).toBeDisabled();
    release();

    expect(await screen.findByText('Avatar updated.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'New avatar preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    const url = `${api.base.replace(/\/api$/, '')}/uploads/commentators/stephen-a/1700000000000-face.jpg`;
    await waitFor(() => expect(within(current).getByRole('img', { name: 'Stephen A' })).toHaveAttribute('src', url));

    const [upload] = api.requests('POST', '/avatar-upload/');
    expect(upload.path).toBe('/api/commentators/stephen-a/avatar-upload/');
    expect(upload.headers['x-csrftoken']).toBe('csrf-1');
    expect(upload.headers.authorization).toBe('Bearer session-token');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const multipart = upload.body.toString('latin1');
    expect(multipart).toContain('Content-Disposition: form-data; name="file"; filename="face.jpg"');
    expect(multipart).toContain('Content-Type: image/jpeg');
    expect(multipart).toContain(Buffer.from(JPEG_BYTES).toString('latin1'));
    const [patch] = api.requests('PATCH', '/update-photo/');
    expect(JSON.parse(patch.body.toString())).toEqual({ photo_url: url });
    expect(patch.headers['x-csrftoken']).toBe('csrf-1');
    expect(api.requests('GET', '/commentators/stephen-a/')).toHaveLength(2);

    expect(localStorage.getItem(SIDEBAR_CACHE_KEYS.commentators)).toBeNull();
    expect(localStorage.getItem(SIDEBAR_CACHE_KEYS.shows)).not.toBeNull();
  });

  it('clears the shows list cache after a show upload', async () => {
    localStorage.setItem(SIDEBAR_CACHE_KEYS.shows, JSON.stringify({ timestamp: Date.now(), items: [{ id: 1 }] }));
    renderAt('/shows/first-take/avatar');
    expect(screen.getByRole('heading', { level: 1, name: 'Update Show Avatar' })).toBeInTheDocument();
    await chooseAndCrop();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Avatar' }));
    expect(await screen.findByText('Avatar updated.')).toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_CACHE_KEYS.shows)).toBeNull();
  });

  it('Cancel in the crop dialog drops the chosen image', async () => {
    renderAt('/podcasts/the-lowe-post/avatar');
    await userEvent.upload(fileInput(), png());
    const dialog = await screen.findByRole('dialog', { name: 'Crop Image' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'New avatar preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('accepts image files only', async () => {
    renderAt('/podcasts/the-lowe-post/avatar');
    const current = screen.getByRole('region', { name: 'Current Avatar' });
    expect(await within(current).findByText('The Lowe Post')).toBeInTheDocument();
    expect(within(current).getByText('T')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it("says the upload failed with the server's message (commentator wording), keeps the preview and saves nothing", async () => {
    api.answerUploads({ status: 413, body: { detail: 'The image is larger than 5 MB. Choose a smaller one.' } });
    renderAt('/commentators/stephen-a/avatar');
    await chooseAndCrop();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to upload avatar: The image is larger than 5 MB\. Choose a smaller one\.$/,
    );
    expect(screen.getByRole('img', { name: 'New avatar preview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(api.requests('PATCH', '/update-photo/')).toEqual([]);
  });

  it('uses the show wording when the connection fails', async () => {
    api.answerUploads({ status: 0, hangUp: true });
    renderAt('/shows/first-take/avatar');
    await chooseAndCrop();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Avatar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to upload avatar\. Please try again\.$/);
  });

  it('fetches a fresh CSRF token and retries once after a 403', async () => {
    api.answerUploads({ status: 403, body: { detail: 'CSRF Failed: CSRF token incorrect.' } });
    renderAt('/podcasts/the-lowe-post/avatar');
    await chooseAndCrop();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Avatar updated.')).toBeInTheDocument();
    expect(api.requests('POST', '/avatar-upload/').map((r) => r.headers['x-csrftoken'])).toEqual(['csrf-1', 'csrf-2']);
  });

  it('reaches the image chooser by keyboard, and it opens the file picker', async () => {
    const user = userEvent.setup();
    const picker = jest.spyOn(HTMLInputElement.prototype, 'click');
    renderAt('/shows/first-take/avatar');
    const chooser = screen.getByRole('button', { name: 'Select Image' });
    for (let i = 0; i < 10 && document.activeElement !== chooser; i += 1) await user.tab();
    expect(chooser).toHaveFocus();
    expect(chooser).toHaveClass('avatar-focusable');
    await user.keyboard('{Enter}');
    expect(picker).toHaveBeenCalled();
    expect(fileInput()).toHaveAttribute('tabindex', '-1');
  });

  it('Cancel goes back to the entity page', async () => {
    renderAt('/podcasts/the-lowe-post/avatar');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Current path: /podcasts/the-lowe-post')).toBeInTheDocument();
  });

  it('says when the entity cannot be loaded', async () => {
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

  it('asks visitors to log in on the show screen, and asks the API nothing', () => {
    signOut();
    renderAt('/shows/first-take/avatar');
    expect(screen.getByText('Please log in to update show avatars.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(api.seen).toEqual([]);
  });
});
