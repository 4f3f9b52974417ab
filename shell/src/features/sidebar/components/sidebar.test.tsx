/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SIDEBAR_CACHE_KEYS,
  authStore,
  clearSidebarCache,
  type Commentator,
  type EntityCollection,
  type Podcast,
  type Show,
} from '@receipts/shared';
import { aCommentator, aPodcast, aShow, apiError, installMockApi, mockEndpoint } from '@receipts/testing';
import { renderAt } from '../../../testing/test-utils';
import { bootWithRemotes, repoRemotes } from '../../../testing/repo-remotes';
import { SHIPPED_ICONS } from './nav-icons';
import { Sidebar } from './sidebar';

/** `count` entities of one kind (complete, as the API sends them), the first with a photo. */
function entities<T>(make: (overrides: Pick<Commentator, 'id' | 'slug' | 'name' | 'photo_url'>) => T, prefix: string, count: number): T[] {
  return Array.from({ length: count }, (_, index) =>
    make({
      id: index + 1,
      slug: `${prefix.toLowerCase()}-${index + 1}`,
      name: `${prefix} ${index + 1}`,
      photo_url: index === 0 ? 'https://img.example/1.png' : null,
    }),
  );
}

const api = installMockApi();
const failure = () => apiError(500, 'Server error');
/** The requests the sidebar made for one list. */
const listCalls = (kind: EntityCollection) => api.callsOf(`${kind}.list`);

function mockLists({
  commentators = entities(aCommentator, 'Commentator', 12),
  podcasts = entities(aPodcast, 'Podcast', 7),
  shows = entities(aShow, 'Show', 3),
}: {
  commentators?: Commentator[] | typeof failure;
  podcasts?: Podcast[] | typeof failure;
  shows?: Show[] | typeof failure;
} = {}) {
  api.use(
    mockEndpoint('commentators', 'list', commentators),
    mockEndpoint('podcasts', 'list', podcasts),
    mockEndpoint('shows', 'list', shows),
  );
}

const list = (name: string) => screen.getByRole('list', { name });
const links = (name: string) => within(list(name)).getAllByRole('link');

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  // The page renders once the auth state is known; the lists load after it (useAfterMainContent).
  authStore.setState({ status: 'ready' });
  // The main links are the remotes' nav items (mfe-feed's remote.json), as the registry serves them.
  bootWithRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('Sidebar', () => {
  it("waits for the page's main content before asking for its lists", async () => {
    mockLists();
    authStore.setState({ status: 'loading' });
    renderAt(<Sidebar open />, { path: '/' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listCalls('commentators')).toHaveLength(0);
    act(() => authStore.setState({ status: 'ready' }));
    await screen.findByRole('list', { name: 'Commentators' });
    expect(listCalls('commentators')).toHaveLength(1);
  });

  it('shows the main and resource links, highlighting the current route', async () => {
    mockLists();
    renderAt(<Sidebar open />, { path: '/opinions' });
    await screen.findByRole('list', { name: 'Commentators' });
    for (const name of ['Home', 'Trending', 'Leaderboards', 'Predictions', 'Insights', 'About', 'Advertise', 'Feature Requests']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Hot Takes' })).toHaveAttribute('href', '/opinions');
    expect(screen.getByRole('link', { name: 'Hot Takes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('lists the main links in the order the remotes declare them, a new remote’s link among them', async () => {
    mockLists();
    bootWithRemotes({
      ...repoRemotes(),
      mfe_leagues: {
        manifest: '/deploys/mfe-leagues/1.0.0-0123456789/mf-manifest.json',
        access: 'public',
        nav: [{ label: 'Leagues', path: '/leagues', icon: 'trending', group: 'main', order: 35 }],
      },
    });
    renderAt(<Sidebar open />, { path: '/' });
    const main = screen.getAllByRole('list')[0];
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Trending', 'Leaderboards', 'Leagues', 'Predictions', 'Hot Takes', 'Insights', 'Games']);
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('shows staff the staff-only remotes’ links (Moderation), from the registry even while that remote is down', async () => {
    mockLists();
    authStore.setState({ status: 'ready', user: { ...(authStore.getState().user ?? {}), is_staff: true } as never });
    renderAt(<Sidebar open />, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
  });

  it('ships an icon for every name a nav item may use', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the icon names are shared as JSON
    expect([...SHIPPED_ICONS].sort()).toEqual([...(require('@receipts/shared/nav-icons.json') as string[])].sort());
  });

  it("shows 5 commentators, then 5 more per 'Show More', linking to their pages", async () => {
    mockLists();
    renderAt(<Sidebar open />);
    await screen.findByRole('list', { name: 'Commentators' });
    expect(links('Commentators')).toHaveLength(5);
    expect(links('Commentators')[1]).toHaveAttribute('href', '/commentators/commentator-2');
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(links('Commentators')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(links('Commentators')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('shows the photo, or the initial of the name (C, P or S without a name)', async () => {
    mockLists({
      commentators: [...entities(aCommentator, 'Commentator', 2), aCommentator({ id: 9, slug: 'x', name: '', photo_url: null })],
      podcasts: [aPodcast({ id: 1, slug: 'p', name: '', photo_url: null })],
    });
    renderAt(<Sidebar open />);
    const [withPhoto, withName, nameless] = (await screen.findAllByRole('link', { name: /Commentator|C$/ })).slice(0, 3);
    // The photo is decorative: the link's own text names the commentator.
    expect(withPhoto.querySelector('img')).toHaveAttribute('src', 'https://img.example/1.png');
    expect(withPhoto.querySelector('img')).toHaveAttribute('alt', '');
    expect(withName).toHaveTextContent(/^C/);
    expect(nameless).toHaveTextContent('CC');
    // Each list renders as its answer arrives (in a transition of its own).
    await screen.findByRole('list', { name: 'Podcasts' });
    expect(links('Podcasts')[0]).toHaveTextContent('PP');
  });

  it('resets a group to 5 entries when it is collapsed and reopened', async () => {
    mockLists({ podcasts: entities(aPodcast, 'Podcast', 12), shows: entities(aShow, 'Show', 8) });
    renderAt(<Sidebar open />);
    // Each list renders as its answer arrives (in a transition of its own), on opening and on reopening.
    await screen.findByRole('list', { name: 'Podcasts' });
    await screen.findByRole('list', { name: 'Shows' });
    await userEvent.click(screen.getByRole('button', { name: 'Show More Podcasts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show More Shows' }));
    expect(links('Podcasts')).toHaveLength(10);
    expect(links('Shows')).toHaveLength(8);

    const toggle = screen.getByRole('button', { name: /Communities/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Podcasts' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await screen.findByRole('list', { name: 'Podcasts' });
    await screen.findByRole('list', { name: 'Shows' });
    expect(links('Podcasts')).toHaveLength(5);
    expect(links('Shows')).toHaveLength(5);
  });

  it("says 'Failed to load commentators' in red when that list fails", async () => {
    mockLists({ commentators: failure });
    renderAt(<Sidebar open />);
    const message = await screen.findByText('Failed to load commentators');
    expect(message).toHaveClass('rc-sidebar__message--error');
  });

  it("says 'Failed to load content' only when both podcasts and shows fail", async () => {
    mockLists({ podcasts: failure, shows: failure });
    renderAt(<Sidebar open />);
    expect(await screen.findByText('Failed to load content')).toBeInTheDocument();
  });

  it('still lists shows when only the podcasts fail', async () => {
    mockLists({ podcasts: failure });
    renderAt(<Sidebar open />);
    expect(await screen.findByRole('list', { name: 'Shows' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load content')).not.toBeInTheDocument();
  });

  it("says 'No content available' when both lists are empty", async () => {
    mockLists({ podcasts: [], shows: [] });
    renderAt(<Sidebar open />);
    expect(await screen.findByText('No content available')).toBeInTheDocument();
  });

  it('reuses the cached lists instead of fetching them again', async () => {
    localStorage.setItem(
      SIDEBAR_CACHE_KEYS.commentators,
      JSON.stringify({ timestamp: Date.now(), items: entities(aCommentator, 'Cached', 2) }),
    );
    mockLists();
    renderAt(<Sidebar open />);
    expect(await screen.findByRole('link', { name: /Cached 1/ })).toBeInTheDocument();
    expect(listCalls('commentators')).toHaveLength(0);
    await waitFor(() => expect(listCalls('podcasts').map((call) => call.query)).toContainEqual({ sort: 'popular' }));
  });

  it('loads a list again, with the new photo, when its cache entry is cleared (after an avatar upload)', async () => {
    const shows = entities(aShow, 'Show', 3);
    mockLists({ shows });
    renderAt(<Sidebar open />);
    await screen.findByRole('list', { name: 'Shows' });
    expect(list('Shows').querySelector('img')).toHaveAttribute('src', 'https://img.example/1.png');
    expect(localStorage.getItem(SIDEBAR_CACHE_KEYS.shows)).not.toBeNull();
    api.use(
      mockEndpoint('shows', 'list', [{ ...shows[0], photo_url: 'http://localhost/uploads/shows/show-1/1-new.jpg' }, ...shows.slice(1)]),
    );
    act(() => clearSidebarCache('shows'));
    await waitFor(() =>
      expect(list('Shows').querySelector('img')).toHaveAttribute('src', 'http://localhost/uploads/shows/show-1/1-new.jpg'),
    );
    expect(listCalls('shows')).toHaveLength(2);
    expect(listCalls('podcasts')).toHaveLength(1);
  });

  it('shows its scrollbar while scrolling and hides it 1 s after scrolling stops', async () => {
    mockLists();
    renderAt(<Sidebar open />);
    await screen.findByRole('list', { name: 'Commentators' });
    jest.useFakeTimers();
    try {
      const sidebar = screen.getByRole('complementary');
      fireEvent.scroll(sidebar);
      expect(sidebar).toHaveAttribute('data-scrolling', 'true');
      act(() => jest.advanceTimersByTime(900));
      fireEvent.scroll(sidebar);
      act(() => jest.advanceTimersByTime(999));
      expect(sidebar).toHaveAttribute('data-scrolling', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(sidebar).toHaveAttribute('data-scrolling', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('is hidden when closed', () => {
    mockLists();
    renderAt(<Sidebar open={false} />);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });
});
