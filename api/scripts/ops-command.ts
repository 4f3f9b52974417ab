// The shared frame of the embedded database's command-line tools (backup, restore): the file argument, the
// PGlite-only check, the answer and the exit code.
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config';
import { BackupError } from '../src/ops/pglite-backup';

interface OpsCommand {
  /** e.g. 'backup': `npm run -w api <name> -- <file.tar.gz>`. */
  name: string;
  /** What to use instead on PostgreSQL (DATABASE_URL), e.g. 'pg_dump'. */
  postgresTool: string;
  /** Does the work on `file` (absolute) and returns the lines to print. */
  run(config: AppConfig, file: string): Promise<string[]>;
}

async function main({ name, postgresTool, run }: OpsCommand): Promise<number> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error(`Usage: npm run -w api ${name} -- <file.tar.gz>`);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      `DATABASE_URL is set: ${name} works on the embedded database only. For PostgreSQL use ${postgresTool} (see docs/operations.md).`,
    );
    return 2;
  }
  try {
    // npm runs workspace scripts in api/: a relative path means the directory the command was typed in.
    const lines = await run(config, path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
    lines.forEach((line) => console.log(line));
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

export function runOpsCommand(command: OpsCommand): void {
  // The database's work is promises with no handle of their own: should one never settle, say so instead of exiting 0.
  let settled = false;
  process.on('beforeExit', () => {
    if (settled) return;
    console.error('Stopped before finishing (the database never answered).');
    process.exit(1);
  });
  main(command).then(
    (code) => {
      settled = true;
      process.exit(code);
    },
    (error: unknown) => {
      settled = true;
      console.error(error);
      process.exit(1);
    },
  );
}
