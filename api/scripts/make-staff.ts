// Grants (or with --revoke, removes) staff rights: `npm run -w api make-staff -- <email> [--revoke]`.
// Uses the same database as the server: DATABASE_URL, else the embedded PGlite under DATA_DIR (default .data/).
// Embedded PGlite is single-process: stop the server first when it uses the same DATA_DIR.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { usersRepository } from '../src/domains/accounts/data/users';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const email = args.find((arg) => !arg.startsWith('--'));
  if (!email) {
    console.error('Usage: npm run -w api make-staff -- <email> [--revoke]');
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.pgPoolSize });
  try {
    await database.migrate();
    const user = await usersRepository(database.db).setStaff(email, !revoke);
    if (!user) {
      console.error(`No account with the e-mail ${email.trim().toLowerCase()} (${database.kind}).`);
      return 1;
    }
    console.log(`${user.email} (@${user.username}, id ${user.id}) is ${user.isStaff ? 'now staff' : 'no longer staff'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
