import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { MIGRATIONS_DIR, REPO_ROOT } from '../paths';

/**
 * Running every migration costs a test file seconds; running them once per run and copying the result costs a
 * fraction of that. The copy is keyed by a hash of the migration files (and PGlite's version, whose data directory
 * it is), so a changed or added migration makes a new one. Tests of the migrations themselves start from an empty
 * database (`scratchDatabase()`), never from this.
 */
export const migrationsHash = (() => {
  let hash: string | undefined;
  return () => {
    if (hash) return hash;
    const digest = createHash('sha256');
    for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(MIGRATIONS_DIR, file);
      if (fs.statSync(full).isFile()) digest.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
    }
    digest.update(pgliteVersion());
    hash = digest.digest('hex').slice(0, 16);
    return hash;
  };
})();

function pgliteVersion(): string {
  // The package's exports hide its package.json: found beside its entry point instead.
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'receipts-test');

/**
 * A PGlite data directory with every migration applied, as a tar the next database starts from (`loadDataDir`).
 * Made by the first test file that needs it and kept on disk: workers starting together may each make one (the
 * rename makes the last one win, all identical), which is cheaper than a lock between processes.
 */
export async function pgliteSnapshot(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    for (const stale of fs.readdirSync(CACHE_DIR)) {
      if (/^pglite-[0-9a-f]+\.tar$/.test(stale) && path.join(CACHE_DIR, stale) !== file)
        fs.rmSync(path.join(CACHE_DIR, stale), { force: true });
    }
    return new Blob([bytes]);
  } finally {
    await client.close();
  }
}

const TEMPLATE_PREFIX = 'receipts_template_';
/** Another run (another checkout, other migrations) may still be copying its template: only old ones are dropped. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The PostgreSQL database every test database is copied from (`CREATE DATABASE … TEMPLATE`), migrated once by
 * whichever worker asks first; the others wait on an advisory lock. It only takes its final name once migrated and
 * disconnected, so a template that exists is complete.
 */
export async function postgresTemplate(admin: Client, adminUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  if (await databaseExists(admin, name)) return name;
  await admin.query("SELECT pg_advisory_lock(hashtext('receipts:test-template'))");
  try {
    if (await databaseExists(admin, name)) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const client = new Client({ connectionString: databaseUrl(adminUrl, building) });
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.end();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
    await dropStaleTemplates(admin, name);
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('receipts:test-template'))");
  }
}

async function databaseExists(admin: Client, name: string): Promise<boolean> {
  return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
}

async function dropStaleTemplates(admin: Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; created: string | null }>(
    `SELECT d.datname, shobj_description(d.oid, 'pg_database') AS created FROM pg_database d
     WHERE d.datname LIKE '${TEMPLATE_PREFIX}%' AND d.datname NOT LIKE '%\\_building' AND d.datname <> $1`,
    [current],
  );
  for (const { datname, created } of rows) {
    if (created && Date.now() - Date.parse(created) < STALE_AFTER_MS) continue;
    await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined); // in use: next time
  }
}
