import registry from './remotes.registry.json';

/**
 * The remotes (spec §2.1). Which paths each remote serves is the remote's own business: it declares them in
 * its build (src/route-patterns.json → `routes` in its mf-manifest.json, the keys of the `pages` its
 * `./routes` module exports), and the shell and server route from what the deployed manifests say.
 */
export const REMOTE_NAMES = ['mfe_feed', 'mfe_create', 'mfe_directory', 'mfe_profile', 'mfe_admin_avatar', 'mfe_admin_moderation'] as const;
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

/** Remotes whose code may only be fetched for staff (`is_staff`). */
export const STAFF_ONLY_REMOTES: readonly RemoteName[] = REMOTE_REGISTRY.filter((remote) => remote.access === 'staff').map(
  (remote) => remote.name,
);

/** What a remote's exposed `./routes` module provides. */
export interface RemoteRoutesModule {
  pages: Record<string, import('react').ComponentType>;
}
