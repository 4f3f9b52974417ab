import { SIDEBAR_CACHE_KEYS, cachedList, directoryApi } from '@receipts/shared';

/** What a sidebar entry needs: a link target, a name and maybe a photo. */
export interface SidebarEntry {
  id: number;
  slug: string;
  name: string;
  photo_url: string | null;
}

// directoryApi's list() is typed Promise<unknown[]> (shared's asArray loses the element type): narrow here.
const toEntries = (items: unknown[]): SidebarEntry[] =>
  (items as SidebarEntry[]).map(({ id, slug, name, photo_url }) => ({ id, slug, name, photo_url: photo_url ?? null }));

export const loadSidebarCommentators = () =>
  cachedList<SidebarEntry>(SIDEBAR_CACHE_KEYS.commentators, () => directoryApi.commentators.list({ sort: 'popular' }).then(toEntries));

export const loadSidebarPodcasts = () =>
  cachedList<SidebarEntry>(SIDEBAR_CACHE_KEYS.podcasts, () => directoryApi.podcasts.list({ sort: 'popular' }).then(toEntries));

export const loadSidebarShows = () =>
  cachedList<SidebarEntry>(SIDEBAR_CACHE_KEYS.shows, () => directoryApi.shows.list({ sort: 'popular' }).then(toEntries));
