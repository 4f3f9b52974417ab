// Restores the embedded database (DATA_DIR/pglite) from a backup: `npm run -w api restore -- <file>`.
// The server must be stopped. The database it replaces is kept beside it as pglite.before-restore-<time>.
// PostgreSQL (DATABASE_URL): use pg_restore (README).
import path from 'node:path';
import { loadConfig } from '../src/config';
import { BackupError, restorePglite } from '../src/ops/pglite-backup';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run -w api restore -- <file.tar.gz>');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: this restores the embedded database only. For PostgreSQL use pg_restore (see the README).');
    return 2;
  }
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    const { keptAs, users, statements } = await restorePglite(config.dataDir, source);
    console.log(`Restored ${source} into ${path.join(config.dataDir, 'pglite')}: ${users} users, ${statements} statements.`);
    if (keptAs) console.log(`The database it replaced is kept in ${keptAs} (delete it once you have checked the restore).`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

// The database's work is promises with no handle of their own: should one never settle, say so instead of exiting 0.
let settled = false;
process.on('beforeExit', () => {
  if (settled) return;
  console.error('Stopped before finishing (the database never answered).');
  process.exit(1);
});
main().then(
  (code) => {
    settled = true;
    process.exit(code);
  },
  (error) => {
    settled = true;
    console.error(error);
    process.exit(1);
  },
);
