// Runs the API suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
// With RECEIPTS_TEST_REPORT_DIR set, each run writes a jest JSON report there for the CI summary.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const reportDir = process.env.RECEIPTS_TEST_REPORT_DIR;
const extra = process.argv.slice(2);
const targets = [['pglite', {}]];
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', { RECEIPTS_TEST_DB: 'postgres' }]);

let failed = false;
for (const [name, env] of targets) {
  console.log(`\n== API suite on ${name} ==`);
  const report = reportDir ? ['--json', `--outputFile=${path.join(reportDir, `api-${name}.json`)}`] : [];
  const result = spawnSync('npx', ['jest', ...report, ...extra], { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(), ...env } });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
