import registry from './remotes.registry.json';

/**
 * The route → remote contract (spec §2.1). The shell decides which remote to load from this table;
 * each remote exposes one routes module whose `pages` keys are exactly its paths here.
 */
export const REMOTE_NAMES = ['mfe_feed', 'mfe_create', 'mfe_directory', 'mfe_profile', 'mfe_admin_avatar'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One registry of remotes (remotes.registry.json), read by the API, the root scripts, the shell and e2e. */
export interface RemoteRegistration {
  name: RemoteName;
  /** Package folder, also its path under /remotes/ on the default server. */
  folder: string;
  devPort: number;
  /** 'staff': none of its files is requested unless the signed-in user is staff. */
  access: 'public' | 'staff';
  /** How the shell names the remote's area to people ("We couldn't load the feed"). */
  area: string;
}

export const REMOTE_REGISTRY = registry as RemoteRegistration[];

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
export const STAFF_ONLY_REMOTES: readonly RemoteName[] = REMOTE_REGISTRY.filter((remote) => remote.access === 'staff').map(
  (remote) => remote.name,
);

/** What a remote's exposed `./routes` module provides. */
export interface RemoteRoutesModule {
  pages: Record<string, import('react').ComponentType>;
}
