import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const API = path.resolve(__dirname, '../../..');
const MIGRATIONS = path.join(API, 'drizzle');
const DRIZZLE_KIT = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

const listing = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => {
      const full = path.join(dir, file);
      return fs.statSync(full).isFile() ? `${file} ${fs.readFileSync(full, 'utf8').length}` : file;
    });

describe('api/drizzle: the migrations and drizzle-kit’s snapshots', () => {
  it('are what `drizzle-kit generate` makes of the TypeScript schema: it writes no new migration', () => {
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-drizzle-')), 'drizzle');
    try {
      fs.cpSync(MIGRATIONS, copy, { recursive: true });
      // drizzle-kit takes --out relative to the working directory (an absolute one gets './' put in front).
      const result = spawnSync(
        process.execPath,
        [DRIZZLE_KIT, 'generate', '--dialect=postgresql', '--schema=./src/db/schema/index.ts', `--out=${path.relative(API, copy)}`],
        { cwd: API, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
      );
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
      expect(result.stdout).toContain('No schema changes, nothing to migrate');
      expect(listing(copy)).toEqual(listing(MIGRATIONS));
    } finally {
      fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    }
  });

  it('has one snapshot per journal entry, each following the one before', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string; when: number }[];
    };
    let prevId = '00000000-0000-0000-0000-000000000000';
    let when = 0;
    for (const entry of journal.entries) {
      expect(fs.existsSync(path.join(MIGRATIONS, `${entry.tag}.sql`))).toBe(true);
      const snapshot = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS, `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
      );
      expect({ tag: entry.tag, prevId: snapshot.prevId }).toEqual({ tag: entry.tag, prevId });
      // The migrator applies an entry only when its time is after the last applied one's.
      expect(entry.when).toBeGreaterThan(when);
      prevId = snapshot.id;
      when = entry.when;
    }
    const sqlFiles = fs.readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'));
    expect(sqlFiles.length).toBe(journal.entries.length);
  });
});
