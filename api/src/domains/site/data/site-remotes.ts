import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db';
import { siteRemotes } from '../../../db/schema';

export type SiteRemoteRow = typeof siteRemotes.$inferSelect;

/** What a remote's manifest declared when last read: kept so the site serves it right while it is unreadable. */
export interface DeclaredRemote {
  access: 'public' | 'staff';
  area: string;
  routes: string[];
  nav: unknown[];
  firstData: unknown;
  sharedContract: number | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The site's registry of remotes (site_remotes): one row per remote, shared by every instance. */
export function siteRemotesRepository(db: Db) {
  return {
    /** Every row, retired ones too (they remember the map entry they were retired with). */
    list(): Promise<SiteRemoteRow[]> {
      return db.select().from(siteRemotes).orderBy(asc(siteRemotes.position), asc(siteRemotes.name));
    },

    /** A deploy: the remote is served from this entry from now on (a new remote joins at the end). */
    async register(
      name: string,
      folder: string | null,
      entry: Record<string, unknown>,
      access: 'public' | 'staff' = 'staff',
    ): Promise<void> {
      await db
        .insert(siteRemotes)
        // Staff-only until its manifest says otherwise: nothing of it is served to anyone before it has been read.
        .values({ name, folder, entry, access })
        .onConflictDoUpdate({ target: siteRemotes.name, set: { folder, entry, access, retiredAt: null, updatedAt: new Date() } });
    },

    /** The REMOTES_MAP file's entry changed (or is new): it wins, and is remembered as applied. */
    async applyFileEntry(
      name: string,
      folder: string | null,
      entry: Record<string, unknown>,
      fileEntry: unknown,
      access: 'public' | 'staff' | null,
    ): Promise<void> {
      // A manifest this server cannot read yet leaves a new remote staff-only until it is read (fail closed).
      await db
        .insert(siteRemotes)
        .values({ name, folder, entry, fileEntry, access: access ?? 'staff' })
        .onConflictDoUpdate({
          target: siteRemotes.name,
          set: { folder, entry, fileEntry, ...(access ? { access } : {}), retiredAt: null, updatedAt: new Date() },
        });
    },

    /** The manifest was read: keep what it declares (written only when something changed). */
    async remember(row: SiteRemoteRow | undefined, name: string, declared: DeclaredRemote): Promise<void> {
      if (!row) return;
      const unchanged = (Object.keys(declared) as (keyof DeclaredRemote)[]).every((key) => same(row[key], declared[key]));
      if (unchanged) return;
      await db
        .update(siteRemotes)
        .set({ ...declared, updatedAt: new Date() })
        .where(eq(siteRemotes.name, name));
    },

    /** Retired on purpose: the site serves it no more (until a deploy or a changed map entry brings it back). */
    async retire(name: string): Promise<boolean> {
      const retired = await db
        .update(siteRemotes)
        .set({ retiredAt: new Date(), updatedAt: new Date() })
        .where(and(eq(siteRemotes.name, name), isNull(siteRemotes.retiredAt)))
        .returning({ name: siteRemotes.name });
      return retired.length > 0;
    },
  };
}
