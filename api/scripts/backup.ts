// Backs up the embedded database (DATA_DIR/pglite) to a file: `npm run -w api backup -- <file>` (a .tar.gz).
// The server must be stopped (PGlite is one process's database). PostgreSQL (DATABASE_URL): use pg_dump (docs/operations.md).
import path from 'node:path';
import { backupPglite } from '../src/ops/pglite-backup';
import { runOpsCommand } from './ops-command';

runOpsCommand({
  name: 'backup',
  postgresTool: 'pg_dump',
  async run(config, target) {
    const { bytes } = await backupPglite(config.dataDir, target);
    return [`Backed up ${path.join(config.dataDir, 'pglite')} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB).`];
  },
});
