import fs from 'node:fs';
import path from 'node:path';
import { isRoutePattern } from '@receipts/shared/route-match';

const FILE_NAME = 'remote-routes.json';

/**
 * The routes each remote's manifest declared when this server last read it, kept in DATA_DIR so they survive a
 * restart: a remote whose manifest is briefly unreadable still owns its paths (they open its area, which shows its
 * Retry panel) instead of redirecting home. Written only when a remote's routes change, atomically (temporary file,
 * then rename). Instances that share DATA_DIR share the file; one that does not falls back to its own last reading.
 */
export function createKnownRoutes(dataDir: string | null) {
  const file = dataDir ? path.join(dataDir, FILE_NAME) : null;
  const known = new Map<string, string[]>(Object.entries(read(file)));

  return {
    /** The manifest was read: remember what it declares. */
    remember(remote: string, routes: string[]): void {
      const before = known.get(remote);
      if (before && before.length === routes.length && before.every((route, index) => route === routes[index])) return;
      known.set(remote, routes);
      if (file) write(file, Object.fromEntries(known));
    },
    /** The manifest could not be read: the routes it declared last time, if any. */
    recall(remote: string): string[] | undefined {
      return known.get(remote);
    },
  };
}

function read(file: string | null): Record<string, string[]> {
  if (!file) return {};
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(data).flatMap(([remote, routes]) => (Array.isArray(routes) ? [[remote, routes.filter(isRoutePattern)]] : [])),
    );
  } catch {
    return {};
  }
}

function write(file: string, data: Record<string, string[]>): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`);
    fs.renameSync(temporary, file);
  } catch {
    // Routing works from what this process remembers; the file only carries it across restarts.
  }
}
