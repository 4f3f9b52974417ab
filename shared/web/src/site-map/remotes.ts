/**
 * Remotes are runtime data: the site learns them from its registry (the server's shared table, filled by deploys and
 * the remotes map), each described by its own mf-manifest.json (`metaData.receipts`). No list of remotes is compiled
 * into the shell, the API or this library: a remote's name is any federation name the registry serves.
 */
export type RemoteName = string;

/** 'staff': none of its files is served, listed or hinted unless the signed-in user is staff. */
export type RemoteAccess = 'public' | 'staff';

export const REMOTE_ACCESS: readonly RemoteAccess[] = ['public', 'staff'];

/** A federation name as remotes declare it (their `remote.json` `name`): also a JS identifier. */
export function isRemoteName(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z][a-z0-9_]{1,63}$/.test(value);
}

/** A remote's package folder (also its path under /remotes/ and /deploys/). */
export function isRemoteFolder(value: unknown): value is string {
  return typeof value === 'string' && /^mfe-[a-z0-9-]{1,60}$/.test(value);
}

/** What a remote's exposed `./routes` module provides. */
export interface RemoteRoutesModule {
  pages: Record<string, import('react').ComponentType>;
  /**
   * The signed-in member's values for this remote's own nav hint placeholders (`{achievements}` → '2 of 6
   * unlocked'): the shell asks when it shows the account entries, and shows such a hint only once it has them.
   */
  navHints?: (member: { username: string }) => Promise<Record<string, string>>;
}
