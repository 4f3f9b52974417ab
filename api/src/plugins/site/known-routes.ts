import type { FastifyBaseLogger } from 'fastify';
import { isRoutePattern } from '@receipts/shared/route-match';
import type { Db } from '../../db';
import { remoteRoutesRepository } from '../../repositories/remote-routes';

export type KnownRoutes = ReturnType<typeof createKnownRoutes>;

/**
 * The routes each remote's manifest declared when a server last read it, kept in the database so every instance
 * shares them and they survive a restart: a remote whose manifest is briefly unreadable still owns its paths (they
 * open its area, which shows its Retry panel) instead of redirecting home. Written only when a remote's routes
 * change; this process's own last reading answers first, the database when it has none.
 */
export function createKnownRoutes(db: Db, log?: FastifyBaseLogger) {
  const repository = remoteRoutesRepository(db);
  const known = new Map<string, string[]>();

  return {
    /** The manifest was read: remember what it declares. */
    async remember(remote: string, routes: string[]): Promise<void> {
      const before = known.get(remote);
      if (before && before.length === routes.length && before.every((route, index) => route === routes[index])) return;
      known.set(remote, routes);
      // Routing works from what this process remembers meanwhile; the row carries it to the others and across restarts.
      await repository.save(remote, routes).catch((error: unknown) => {
        known.delete(remote);
        log?.warn({ err: error, remote }, 'remote routes not saved');
      });
    },
    /** The manifest could not be read: the routes it declared last time, if any. */
    async recall(remote: string): Promise<string[] | undefined> {
      const mine = known.get(remote);
      if (mine) return mine;
      const saved = await repository.find(remote).catch(() => null);
      const routes = Array.isArray(saved) ? saved.filter((route) => typeof route === 'string' && isRoutePattern(route)) : [];
      return routes.length ? routes : undefined;
    },
  };
}
