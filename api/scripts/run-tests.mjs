// Runs the API suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
// The PostgreSQL pass also runs on Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379: rate limits and the cache
// bus of every test app) and is the only pass with the multi-instance suites (*.cluster.test.ts), which need both
// engines and fail, never skip, without them. Without TEST_DATABASE_URL that pass does not run: this says so on a
// failing line, and fails the run where the engines are required (RECEIPTS_REQUIRE_ENGINES, set by .ci/run, or CI).
// With RECEIPTS_TEST_REPORT_DIR set, each run writes a jest JSON report there for the CI summary.
// RECEIPTS_API_PASS=pglite or =postgres runs that pass alone (the root `npm test` runs them side by side).
// Where both passes run (TEST_DATABASE_URL set), a file whose header says `@engine-agnostic` (and why) runs in the
// PostgreSQL pass only: it proves HTTP-level behaviour that neither the engine nor the single-process mode changes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const reportDir = process.env.RECEIPTS_TEST_REPORT_DIR;
const extra = process.argv.slice(2);
const CLUSTER_SUITES = '\\.cluster\\.test\\.ts$';
const pass = process.env.RECEIPTS_API_PASS;
const targets = [];
const bothPasses = Boolean(process.env.TEST_DATABASE_URL);
const onePassOnly = bothPasses ? engineAgnosticFiles().map((file) => `--testPathIgnorePatterns=${escapeRegExp(file)}$`) : [];
if (pass !== 'postgres')
  targets.push(['pglite', {}, ['--testPathIgnorePatterns=/node_modules/', `--testPathIgnorePatterns=${CLUSTER_SUITES}`, ...onePassOnly]]);
if (pass !== 'pglite' && process.env.TEST_DATABASE_URL) {
  targets.push(['postgres', { RECEIPTS_TEST_DB: 'postgres', TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379' }, []]);
}

let failed = false;
for (const [name, env, args] of targets) {
  console.log(`\n== API suite on ${name}${env.TEST_REDIS_URL ? ` and Redis (${env.TEST_REDIS_URL})` : ''} ==`);
  // `args` last: an array option such as --testPathIgnorePatterns takes every plain argument after it as its own.
  const report = reportDir ? ['--json', `--outputFile=${path.join(reportDir, `api-${name}.json`)}`] : [];
  const result = spawnSync('npx', ['jest', ...report, ...extra, ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(), ...env },
  });
  if (result.status !== 0) failed = true;
}
if (pass !== 'pglite' && !process.env.TEST_DATABASE_URL) {
  console.log('\n!! API suite on PostgreSQL and Redis NOT RUN (TEST_DATABASE_URL unset): the multi-instance suites did not run');
  if (process.env.RECEIPTS_REQUIRE_ENGINES || process.env.CI) failed = true;
}
process.exit(failed ? 1 : 0);

/**
 * The test files marked `@engine-agnostic`, as paths from api/. A file that asks which engine it runs on cannot be
 * agnostic: the run fails rather than skip its PGlite half.
 */
function engineAgnosticFiles() {
  const files = fs.readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts'));
  const marked = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join('src', file), 'utf8');
    if (!/@engine-agnostic\b/.test(source)) continue;
    if (/usingPostgres\(|RECEIPTS_TEST_DB|\.kind\b/.test(source)) {
      console.log(`\n!! src/${file} is marked @engine-agnostic but depends on the engine: remove the mark`);
      process.exit(1);
    }
    marked.push(path.join('src', file));
  }
  if (marked.length) console.log(`\n${marked.length} @engine-agnostic files run in the PostgreSQL pass only`);
  return marked;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
