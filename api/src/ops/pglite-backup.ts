import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db';
import { rowsOf } from '../repositories/sql';

/**
 * Backup and restore of the embedded database (DATA_DIR/pglite): PGlite's own dumpDataDir (a gzipped tarball of
 * the whole data directory) and loadDataDir. Only with the server stopped: PGlite is one process's database, and a
 * second process opening the folder would corrupt it, so both refuse while another process has files of it open.
 */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Processes (other than this one) holding files under `dir` open, from /proc (Linux); [] where there is no /proc. */
export function processesUsing(dir: string): number[] {
  if (!fs.existsSync('/proc/self/fd')) return [];
  const root = fs.realpathSync(dir);
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target === root || target.startsWith(`${root}/`)) {
        found.push(pid);
        break;
      }
    }
  }
  return found;
}

export class BackupError extends Error {}

function refuseIfInUse(dir: string) {
  const pids = processesUsing(dir);
  if (pids.length) {
    throw new BackupError(`The database in ${dir} is in use by process ${pids.join(', ')}: stop the server first.`);
  }
}

const isDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** Writes a gzipped tarball of DATA_DIR/pglite to `file` (through a temporary file, so a failed backup leaves none). */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  const dir = pgliteDir(dataDir);
  if (!isDatabase(dir)) throw new BackupError(`No embedded database in ${dir} (DATA_DIR=${dataDir}).`);
  refuseIfInUse(dir);
  const database = openDatabase({ dataDir });
  let bytes: Buffer;
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await client.waitReady; // dumpDataDir before the database is up never settles
    bytes = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await database.close();
  }
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, target);
  return { bytes: bytes.length };
}

/**
 * Replaces DATA_DIR/pglite with the database in `file` (a backupPglite tarball). The database it replaces is kept
 * beside it as `pglite.before-restore-<time>` (delete it once the restore is checked), and put back if loading fails.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ keptAs: string | null; users: number; statements: number }> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`No such backup file: ${source}`);
  const bytes = fs.readFileSync(source);
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b)
    throw new BackupError(`${source} is not a backup made by "npm run -w api backup" (not gzip).`);
  const dir = pgliteDir(dataDir);
  let keptAs: string | null = null;
  if (fs.existsSync(dir)) {
    refuseIfInUse(dir);
    if (fs.readdirSync(dir).length) {
      keptAs = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, keptAs);
    } else {
      fs.rmdirSync(dir);
    }
  }
  fs.mkdirSync(dir, { recursive: true });
  try {
    const loading = new PGlite(dir, { loadDataDir: new Blob([bytes]) });
    await loading.waitReady;
    await loading.close();
    // Open it as the server does (its extensions) and count what came back.
    const database = openDatabase({ dataDir });
    try {
      const count = async (table: string) =>
        Number((await rowsOf<{ n: string | number }>(database.db, sql.raw(`SELECT count(*) AS n FROM ${table}`)))[0].n);
      return { keptAs, users: await count('users'), statements: await count('statements') };
    } finally {
      await database.close();
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    if (keptAs) fs.renameSync(keptAs, dir);
    throw new BackupError(
      `Restoring ${source} failed, the database was left as it was: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
