import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES, STAFF_ONLY_REMOTES, type RemoteName } from '@receipts/shared';
import { loadRemoteRoutes } from './remote-loader';

/** The remote that owns a path, by the route contract; null for the shell's own pages. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(REMOTE_ROUTES) as [RemoteName, readonly string[]][]) {
    if (patterns.some((pattern) => matchPath(pattern, pathname))) return remote;
  }
  return null;
}

/**
 * Starts loading the remote of the page being opened, alongside the auth check rather than after it.
 * Staff-only remotes wait for the staff guard: none of their files is requested before it.
 */
export function preloadRemoteFor(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (!remote || STAFF_ONLY_REMOTES.includes(remote)) return;
  loadRemoteRoutes(remote).catch(() => undefined);
}
