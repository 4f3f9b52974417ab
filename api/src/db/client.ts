import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (the job queue opens its own pool on it); null for PGlite. */
  url: string | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The SQL migrations and drizzle's journal of them (meta/_journal.json). */
export const MIGRATIONS_FOLDER = MIGRATIONS_DIR;
const MIGRATIONS = MIGRATIONS_FOLDER;

/**
 * Instances started together on one database would otherwise run the migrations side by side (two CREATE TABLEs of
 * one name: `duplicate key value violates unique constraint "pg_type_typname_nsp_index"`). A session advisory lock
 * on the connection that migrates makes them take turns; the later ones then find nothing left to apply. The lock
 * ends with the session too, so an instance that dies mid-migration does not hold it.
 */
async function migrateLocked(pool: Pool): Promise<void> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('receipts:migrations'))");
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('receipts:migrations'))");
    }
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(failed); // a connection that failed mid-way is not reused
  }
}

/** Embedded PGlite by default (a folder, or in memory for tests); PostgreSQL when a URL is given. */
export function openDatabase(options: {
  url?: string | null;
  dataDir?: string | null;
  poolSize?: number;
  /** PGlite: start from this data directory (a `dumpDataDir()` tar) instead of an empty one. */
  snapshot?: Blob;
}): Database {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client can lose its connection (server restart, or DROP DATABASE … WITH (FORCE) racing pool.end(),
    // which resolves before the sockets close). Without a listener pg-pool re-emits that as an unhandled 'error'
    // and the process dies; with one, the pool just replaces the client on next use.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL idle client error: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: options.url,
      migrate: () => migrateLocked(pool),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // pg_trgm (search) comes with PGlite as a contrib bundle; loaded here, created by the migration.
  // (dir, options) ignores options when dir is undefined
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir: options.snapshot });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    url: null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}
