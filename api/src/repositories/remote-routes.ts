import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { remoteRoutes } from '../db/schema';

/** The route patterns each remote last declared in its manifest (issue 24): one row per remote, shared by every instance. */
export function remoteRoutesRepository(db: Db) {
  return {
    async save(remote: string, routes: string[]): Promise<void> {
      await db
        .insert(remoteRoutes)
        .values({ remote, routes })
        .onConflictDoUpdate({ target: remoteRoutes.remote, set: { routes, updatedAt: new Date() } });
    },

    async find(remote: string): Promise<string[] | null> {
      const [row] = await db.select({ routes: remoteRoutes.routes }).from(remoteRoutes).where(eq(remoteRoutes.remote, remote)).limit(1);
      return row?.routes ?? null;
    },
  };
}
