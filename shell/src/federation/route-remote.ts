import {
  publicRemoteForPath,
  remoteForPath,
  routeTableOf,
  type FirstData,
  type RemoteName,
  type RemotesMap,
  type RouteTable,
} from '@receipts/shared';
import { loadRemoteRoutes } from './remote-loader';

export interface RemoteRoute {
  remote: RemoteName;
  path: string;
}

/**
 * The route → remote table of this page, from the remotes map the page booted with: each deployed remote's
 * own declared routes (its mf-manifest.json). A squad adds a page by deploying its remote; the shell is
 * not rebuilt. Paths the shell does not find here redirect to / (app-routes.tsx).
 */
export function remoteRoutesOf(remotes: RemotesMap): RemoteRoute[] {
  const table: RouteTable = routeTableOf(remotes);
  const seen = new Set<string>();
  const routes: RemoteRoute[] = [];
  for (const [remote, paths] of Object.entries(table)) {
    for (const path of paths) {
      // Two remotes claiming one path: the first in the registry keeps it (as remoteForPath decides).
      if (seen.has(path)) continue;
      seen.add(path);
      routes.push({ remote, path });
    }
  }
  return routes;
}

/** The remote that owns a path in this page's table; null for the shell's own pages. */
export function remoteOfPath(pathname: string, remotes: RemotesMap): RemoteName | null {
  return remoteForPath(pathname, routeTableOf(remotes));
}

export { remoteForPath };

/** The first GETs the opened page's (public) remote declares for its pages; none for the shell's own pages. */
export function firstDataFor(pathname: string, remotes: RemotesMap): FirstData | undefined {
  const remote = publicRemoteForPath(pathname, remotes);
  return remote ? remotes[remote]?.firstData : undefined;
}

/**
 * Starts loading the remote of the page being opened, alongside the auth check rather than after it.
 * Staff-only remotes (by their registered access) wait for the staff guard: none of their files is requested before it.
 */
export function preloadRemoteFor(pathname: string, remotes: RemotesMap): void {
  const remote = publicRemoteForPath(pathname, remotes);
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
}
