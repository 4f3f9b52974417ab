import { screen, within } from '@testing-library/react';
import { noReceipts } from '../../../test/no-receipts';
import { renderAt } from '../../../test/render-at';
import { aPodcast, aShow, installMockApi, mockEndpoint, signOut } from '@receipts/testing';

const api = installMockApi(...noReceipts);
// Pictographs and the maths letters (𝕏) that need fonts many systems lack.
const EMOJI = /[\p{Extended_Pictographic}\u{1D400}-\u{1D7FF}]/u;

beforeEach(() => signOut());

describe('entity icons', () => {
  it('draws the show and photo-less podcast icons as SVG, with no emoji anywhere on the cards', async () => {
    api.use(
      mockEndpoint('podcasts', 'list', [
        aPodcast({ photo_url: null, twitter: '@lowe', instagram: '@lowepost', youtube: 'https://youtube.com/@lowe' }),
      ]),
    );
    renderAt('/podcasts');
    const podcast = await screen.findByRole('article', { name: 'The Lowe Post' });
    expect(podcast.querySelector('.directory-card__icon svg')).not.toBeNull();
    for (const name of ['Twitter', 'Instagram', 'YouTube']) {
      expect(within(podcast).getByRole('link', { name }).querySelector('svg')).not.toBeNull();
    }
    expect(podcast.textContent).not.toMatch(EMOJI);
  });

  it('does the same for shows and on a detail page', async () => {
    api.use(mockEndpoint('shows', 'list', [aShow()]));
    const list = renderAt('/shows');
    const show = await screen.findByRole('article', { name: 'First Take' });
    expect(show.querySelector('.directory-card__icon svg')).not.toBeNull();
    expect(show.textContent).not.toMatch(EMOJI);
    list.unmount();

    api.use(mockEndpoint('shows', 'get', aShow()));
    renderAt('/shows/first-take');
    expect(await screen.findByRole('heading', { level: 1, name: 'First Take' })).toBeInTheDocument();
    expect(document.querySelector('.directory-card__icon svg')).not.toBeNull();
    expect(document.body.textContent).not.toMatch(EMOJI);
  });
});
