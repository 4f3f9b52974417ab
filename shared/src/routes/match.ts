import { REMOTE_ROUTES, STAFF_ONLY_REMOTES, type RemoteName } from './route-map';

export type RouteParams = Record<string, string>;

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

/** The remote that owns a path, by the route contract; null for the shell's own pages. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(REMOTE_ROUTES) as [RemoteName, readonly string[]][]) {
    if (patterns.some((pattern) => matchRoute(pattern, pathname))) return remote;
  }
  return null;
}

/** As remoteForPath, but never a staff-only remote: nothing of theirs is hinted or preloaded for anyone. */
export function publicRemoteForPath(pathname: string): RemoteName | null {
  const remote = remoteForPath(pathname);
  return remote && !STAFF_ONLY_REMOTES.includes(remote) ? remote : null;
}
