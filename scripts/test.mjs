// `npm test`: every package's jest suite, the API suite (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), the cluster suite (HAProxy, PostgreSQL, Redis), then the e2e suite in Chromium against the production
// build. Ends with one line "N passed, N failed" summing every suite; exits non-zero on any failure.
//
// Two lanes run side by side, then e2e alone. The suites that keep the CPU busy (jsdom, PGlite in WebAssembly) are
// one lane; the other is the suites that mostly wait on PostgreSQL, Redis and HAProxy, then the production build of
// the front ends that e2e would otherwise make on its own. No two suites that run together share a port: the API
// suites listen on port 0, the cluster suite on a random free range, and only e2e on fixed ports.
// `node scripts/test.mjs api cluster` runs only those suites ("api" is both of its passes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTENDS, LIBRARIES, ROOT } from './lib.mjs';

const reportDir = path.join(ROOT, '.test-results');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const only = process.argv.slice(2);
const env = { ...process.env, RECEIPTS_TEST_REPORT_DIR: reportDir, FORCE_COLOR: '0' };
const node = process.execPath;

/** A package's folder names its suite: shared/web is `shared-web`. */
const jestOf = (pkg) => ({
  name: pkg.replace('/', '-'),
  cwd: path.join(ROOT, pkg),
  command: ['npx', 'jest', '--ci', '--json', `--outputFile=${path.join(reportDir, `${pkg.replace('/', '-')}.json`)}`],
});
const apiPass = (pass) => ({
  name: `api-${pass}`,
  group: 'api',
  cwd: path.join(ROOT, 'api'),
  command: ['node', 'scripts/run-tests.mjs', '--ci'],
  env: { RECEIPTS_API_PASS: pass },
});
const selected = (suite) => only.length === 0 || only.includes(suite.name) || only.includes(suite.group);

const busy = [...[...LIBRARIES, ...FRONTENDS].map(jestOf), apiPass('pglite')].filter(selected);
const waiting = [
  apiPass('postgres'),
  // `npm run cluster` with 3 instances behind HAProxy on PostgreSQL + Redis; fails when one is missing.
  {
    name: 'cluster',
    cwd: path.join(ROOT, 'api'),
    command: ['npx', 'jest', '-c', 'cluster/jest.config.cjs', '--ci', '--json', `--outputFile=${path.join(reportDir, 'cluster.json')}`],
  },
].filter(selected);
const e2e = [{ name: 'e2e', cwd: path.join(ROOT, 'e2e'), command: ['npx', 'playwright', 'test'] }].filter(selected);
if (e2e.length) {
  // The same production builds e2e's global setup makes when they are stale; made here, it finds them fresh.
  waiting.push({
    name: 'e2e-build',
    group: 'e2e',
    cwd: ROOT,
    command: [node, '--input-type=module', '-e', "import('./scripts/lib.mjs').then((lib) => lib.buildFrontends())"],
  });
}

const exitCodes = {};
// The first lane prints as it goes; a suite of the other lane prints when it ends, so the logs never interleave.
await Promise.all([runLane(busy, true), runLane(waiting, busy.length === 0)]);
await runLane(e2e, true);

let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(reportDir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
  const counts = report.stats ? playwrightCounts(report.stats) : { passed: report.numPassedTests, failed: report.numFailedTests };
  console.log(`${file.replace(/\.json$/, '').padEnd(22)} ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
// A suite that crashed before writing its report still fails the run.
const crashed = Object.entries(exitCodes)
  .filter(([, code]) => code !== 0)
  .map(([name]) => name);
if (crashed.length) console.log(`suites exiting non-zero: ${crashed.join(', ')}`);
if (crashed.length && failed === 0) failed = crashed.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed.length ? 1 : 0);

async function runLane(suites, live) {
  for (const suite of suites) exitCodes[suite.name] = await runSuite(suite, live);
}

function runSuite(suite, live) {
  const started = Date.now();
  const header = `\n=== ${suite.name} ===`;
  if (live) console.log(header);
  const [command, ...args] = suite.command;
  const child = spawn(command, args, {
    cwd: suite.cwd,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...env, ...suite.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    let ended = false;
    const end = (code, note = '') => {
      if (ended) return;
      ended = true;
      if (!live) process.stdout.write(`${header} (ran alongside)\n${Buffer.concat(output).toString()}${note}`);
      console.log(`=== ${suite.name}: exit ${code ?? 'signal'} after ${Math.round((Date.now() - started) / 1000)} s ===`);
      resolve(code ?? 1);
    };
    child.on('error', (error) => end(1, `${error.message}\n`));
    child.on('close', (code) => end(code));
  });
}

function playwrightCounts(stats) {
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected };
}
