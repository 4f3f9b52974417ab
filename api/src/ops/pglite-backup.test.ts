import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db';
import { rowsOf } from '../repositories/sql';
import { usingPostgres } from '../test/harness';
import { backupPglite, pgliteDir, processesUsing } from './pglite-backup';

/** `npm run -w api backup` / `restore` of the embedded database: the real scripts, a round trip, the in-use refusal. */
const describeEmbedded = usingPostgres() ? describe.skip : describe;
const API_DIR = path.resolve(__dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-backup-'));
const dataDir = path.join(root, 'data');
const backupFile = path.join(root, 'saved', 'receipts.tar.gz');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs scripts/<name>.ts as `npm run -w api <name> -- <file>` does (cwd api/, INIT_CWD where it was typed). */
function script(name: 'backup' | 'restore', file: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, path.basename(file)], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: path.dirname(file) },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function withDatabase<T>(run: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> {
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    return await run(database.db);
  } finally {
    await database.close();
  }
}

const titles = (db: ReturnType<typeof openDatabase>['db']) =>
  rowsOf<{ title: string }>(db, sql`SELECT title FROM statements ORDER BY id`).then((rows) => rows.map((row) => row.title));

describeEmbedded('backup and restore of the embedded database', () => {
  it('round trip: backup, change and wipe, restore: the data at backup time is back', async () => {
    await withDatabase(async (db) => {
      await db.execute(sql`INSERT INTO users (email, username, name) VALUES ('kept@example.test', 'kept_fan', 'Kept Fan')`);
      await db.execute(sql`
        INSERT INTO statements (user_id, statement_type, title, body)
        SELECT id, 'opinion', 'Saved before the backup', 'Body' FROM users WHERE username = 'kept_fan'`);
    });
    const saved = script('backup', backupFile);
    expect(saved).toMatchObject({ status: 0 });
    expect(saved.output).toContain(`to ${backupFile}`);
    expect(fs.readFileSync(backupFile).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    // Changed after the backup, then wiped altogether.
    await withDatabase(async (db) => {
      await db.execute(sql`DELETE FROM statements`);
      await db.execute(sql`
        INSERT INTO statements (user_id, statement_type, title, body)
        SELECT id, 'opinion', 'Written after the backup', 'Body' FROM users WHERE username = 'kept_fan'`);
    });
    fs.rmSync(pgliteDir(dataDir), { recursive: true, force: true });
    fs.mkdirSync(pgliteDir(dataDir));

    const restored = script('restore', backupFile);
    expect(restored).toMatchObject({ status: 0 });
    expect(restored.output).toContain('1 users, 1 statements');
    await withDatabase(async (db) => {
      expect(await titles(db)).toEqual(['Saved before the backup']);
      expect(await rowsOf(db, sql`SELECT username FROM users`)).toEqual([{ username: 'kept_fan' }]);
    });

    // Restoring over a live database keeps the one it replaces beside it.
    await withDatabase((db) => db.execute(sql`UPDATE statements SET title = 'Changed again'`));
    const again = script('restore', backupFile);
    expect(again).toMatchObject({ status: 0 });
    const kept = /kept in (\S+)/.exec(again.output)?.[1];
    expect(kept && fs.existsSync(path.join(kept, 'PG_VERSION'))).toBe(true);
    await withDatabase(async (db) => expect(await titles(db)).toEqual(['Saved before the backup']));
    // Three script processes (up to 2 minutes each on a loaded machine) and four openings of the folder.
  }, 420_000);

  it('refuses while another process has the database open, and says so', async () => {
    // Another process holding the folder open, as the server does.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(${JSON.stringify(pgliteDir(dataDir))}); await db.query('select 1'); console.log('open'); setInterval(() => {}, 1000);`,
      ],
      { cwd: API_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
        holder.once('exit', (code) => reject(new Error(`holder exited ${code}`)));
      });
      expect(processesUsing(pgliteDir(dataDir))).toContain(holder.pid);
      await expect(backupPglite(dataDir, path.join(root, 'refused.tar.gz'))).rejects.toThrow(
        `is in use by process ${holder.pid}: stop the server first.`,
      );
      const refused = script('restore', backupFile);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('stop the server first');
      expect(fs.existsSync(path.join(root, 'refused.tar.gz'))).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  }, 240_000);
});
