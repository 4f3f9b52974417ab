import type { RemoteAccess, RemoteName } from './remotes';

export type RouteParams = Record<string, string>;
/** Which route patterns each remote serves: at run time, what each remote's manifest declares. */
export type RouteTable = Record<RemoteName, readonly string[]>;

/**
 * Matches a route pattern of the contract against a path: `:name` matches one segment, a trailing slash
 * is optional (react-router's rule for these patterns). Pure, so the server and the browser share it.
 */
export function matchRoute(pattern: string, pathname: string): RouteParams | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  if (!match) return null;
  const params: RouteParams = {};
  names.forEach((name, index) => {
    params[name] = safeDecode(match[index + 1]);
  });
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A route pattern a remote may declare: absolute, plain segments or `:params`, no wildcard. */
export function isRoutePattern(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?:(?::?[A-Za-z0-9_.~-]+)(?:\/(?::?[A-Za-z0-9_.~-]+))*)?$/.test(value) && value.length <= 200;
}

interface RoutedRemote {
  routes?: readonly string[];
  access?: RemoteAccess;
}

/**
 * The route table of a remotes map: each remote's routes as its manifest declares them (or, when the server could
 * not read the manifest, as the registry kept them), in the map's order. A remote that declares none serves nothing:
 * the shell's build knows no remote's paths.
 */
export function routeTableOf(remotes: Record<string, RoutedRemote | undefined>): RouteTable {
  const table: RouteTable = {};
  for (const [name, remote] of Object.entries(remotes)) {
    const routes = remote?.routes;
    if (Array.isArray(routes)) table[name] = routes.filter(isRoutePattern);
  }
  return table;
}

/** The remote that owns a path (first in the table's order on a clash); null for the shell's own pages. */
export function remoteForPath(pathname: string, table: RouteTable): RemoteName | null {
  for (const [name, patterns] of Object.entries(table)) {
    if (patterns?.some((pattern) => matchRoute(pattern, pathname))) return name;
  }
  return null;
}

/**
 * As remoteForPath over a remotes map, but never a staff-only remote (by its registered access): nothing of theirs
 * is hinted or preloaded for anyone.
 */
export function publicRemoteForPath(pathname: string, remotes: Record<string, RoutedRemote | undefined>): RemoteName | null {
  const remote = remoteForPath(pathname, routeTableOf(remotes));
  return remote && remotes[remote]?.access !== 'staff' ? remote : null;
}
