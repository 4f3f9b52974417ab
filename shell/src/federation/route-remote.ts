import { publicRemoteForPath } from '@receipts/shared';
import { loadRemoteRoutes } from './remote-loader';

export { remoteForPath } from '@receipts/shared';

/**
 * Starts loading the remote of the page being opened, alongside the auth check rather than after it.
 * Staff-only remotes wait for the staff guard: none of their files is requested before it.
 */
export function preloadRemoteFor(pathname: string): void {
  const remote = publicRemoteForPath(pathname);
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
}
