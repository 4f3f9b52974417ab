// Backs up the embedded database (DATA_DIR/pglite) to a file: `npm run -w api backup -- <file>` (a .tar.gz).
// The server must be stopped (PGlite is one process's database). PostgreSQL (DATABASE_URL): use pg_dump (README).
import path from 'node:path';
import { loadConfig } from '../src/config';
import { BackupError, backupPglite } from '../src/ops/pglite-backup';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run -w api backup -- <file.tar.gz>');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: this backs up the embedded database only. For PostgreSQL use pg_dump (see the README).');
    return 2;
  }
  // npm runs workspace scripts in api/: a relative path means the directory the command was typed in.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    const { bytes } = await backupPglite(config.dataDir, target);
    console.log(`Backed up ${path.join(config.dataDir, 'pglite')} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
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
