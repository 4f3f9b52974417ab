/**
 * The route → remote contract (spec §2.1). The shell decides which remote to load from this table;
 * each remote exposes one routes module whose `pages` keys are exactly its paths here.
 */
export const REMOTE_NAMES = ['mfe_feed', 'mfe_create', 'mfe_directory', 'mfe_profile', 'mfe_admin_avatar'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_ROUTES: Record<RemoteName, readonly string[]> = {
  mfe_feed: ['/', '/trending', '/leaderboards', '/insights', '/predictions', '/opinions', '/statements/:id', '/opinions/:id'],
  mfe_create: ['/predictions/new', '/create-prediction', '/opinions/new', '/create-opinion'],
  mfe_directory: ['/commentators', '/commentators/:slug', '/podcasts', '/podcasts/:slug', '/shows', '/shows/:slug'],
  mfe_profile: [
    '/profile/:username', '/my-activity', '/my-opinions', '/my-predictions', '/settings', '/achievements',
    '/analyst-program', '/dashboard',
  ],
  mfe_admin_avatar: ['/commentators/:slug/avatar', '/podcasts/:slug/avatar', '/shows/:slug/avatar'],
};

/** Remotes whose code may only be fetched for staff (`is_staff`). */
export const STAFF_ONLY_REMOTES: readonly RemoteName[] = ['mfe_admin_avatar'];

/** What a remote's exposed `./routes` module provides. */
export interface RemoteRoutesModule {
  pages: Record<string, import('react').ComponentType>;
}
