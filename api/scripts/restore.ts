// Restores the embedded database (DATA_DIR/pglite) from a backup: `npm run -w api restore -- <file>`.
// The server must be stopped. The database it replaces is kept beside it as pglite.before-restore-<time>.
// PostgreSQL (DATABASE_URL): use pg_restore (docs/operations.md).
import path from 'node:path';
import { restorePglite } from '../src/ops/pglite-backup';
import { runOpsCommand } from './ops-command';

runOpsCommand({
  name: 'restore',
  postgresTool: 'pg_restore',
  async run(config, source) {
    const { keptAs, users, statements } = await restorePglite(config.dataDir, source);
    return [
      `Restored ${source} into ${path.join(config.dataDir, 'pglite')}: ${users} users, ${statements} statements.`,
      ...(keptAs ? [`The database it replaced is kept in ${keptAs} (delete it once you have checked the restore).`] : []),
    ];
  },
});
