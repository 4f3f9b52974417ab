// `npm test`: every package's jest suite, the API suite (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), the cluster suite (HAProxy, PostgreSQL, Redis), then the e2e suite in Chromium against the production
// build. Ends with one line "N passed, N failed" summing every suite; exits non-zero on any failure.
//
// The libraries' and front ends' suites and the PGlite pass run one after another in one lane. Beside them: the API's
// PostgreSQL pass, and the production build e2e serves followed by e2e as two Playwright processes
// (its two projects, e2e/playwright.config.ts), each with its own server, ports and folder. The cluster suite's
// proofs that wait minutes run after e2e, beside the API passes; its timed proofs run last, alone.
// No two suites that run together share a port: the API suites listen on port 0, each e2e process on its own below
// 9000 (the cluster suite takes a random free range from 20000).
// `node scripts/test.mjs api cluster` runs only those suites ("api" is both of its passes, "e2e" both e2e processes).
import { spawn } from 'node:child_process';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTENDS, LIBRARIES, ROOT } from './lib.mjs';

const reportDir = path.join(ROOT, '.test-results');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const only = process.argv.slice(2);
const env = { ...process.env, RECEIPTS_TEST_REPORT_DIR: reportDir, FORCE_COLOR: '0' };

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
/** GNU time, where the machine has it: each suite's CPU seconds (its processes and theirs), to see what CI spends. */
const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

const selected = (suite) => only.length === 0 || only.includes(suite.name) || only.includes(suite.group);

// The libraries' and front ends' suites, then the PGlite pass. e2e starts only once the front ends' suites are done:
// its squad spec scaffolds a remote into the repository, whose folders those suites read (the shell's nav).
const frontends = [...LIBRARIES, ...FRONTENDS].map(jestOf).filter(selected);
const busy = [apiPass('pglite')].filter(selected);
// One worker for the PostgreSQL pass: it runs from the start beside the other lanes (and later e2e), and its
// second worker starved them and itself past their timeouts on a two-core machine.
const waiting = [{ ...apiPass('postgres'), env: { RECEIPTS_API_PASS: 'postgres', RECEIPTS_API_WORKERS: '1' } }].filter(selected);
// `npm run cluster` with 3 instances behind HAProxy on PostgreSQL + Redis; fails when one is missing. The proofs that
// wait minutes (cron periods, proxy timeouts) but time nothing to the second run beside the API suites once e2e is
// done; the others run last, alone.
const MINUTES = 'cluster/over-minutes\\.test\\.ts$';
const clusterSuite = (name, args) => ({
  name,
  group: 'cluster',
  cwd: path.join(ROOT, 'api'),
  command: [
    'npx',
    'jest',
    '-c',
    'cluster/jest.config.cjs',
    '--ci',
    '--json',
    `--outputFile=${path.join(reportDir, `${name}.json`)}`,
    ...args,
  ],
});
const minutes = [clusterSuite('cluster-minutes', [MINUTES])].filter(selected);
const last = [clusterSuite('cluster', [`--testPathIgnorePatterns=${MINUTES}`])].filter(selected);
/** One e2e project in its own process: its own server port, second origin, edge port (port + 2) and folder. */
const e2eRun = (project, port) => ({
  name: `e2e-${project}`,
  group: 'e2e',
  cwd: path.join(ROOT, 'e2e'),
  command: ['npx', 'playwright', 'test', `--project=${project}`],
  env: {
    E2E_PORT: String(port),
    E2E_ALT_PORT: String(port + 100),
    E2E_TMP: path.join(ROOT, 'e2e', '.tmp', project),
    E2E_REPORT_NAME: `e2e-${project}`,
    E2E_PREBUILT: '1',
  },
});
const e2ePort = Number(process.env.E2E_PORT || 8181);
const e2e = [e2eRun('audits', e2ePort), e2eRun('journeys', e2ePort + 10)].filter(selected);
// What both e2e processes serve, built once before them (front ends, API, the alternative remote builds).
const prebuild = e2e.length ? [{ name: 'e2e-build', group: 'e2e', cwd: ROOT, command: ['npx', 'tsx', 'e2e/support/prebuild.ts'] }] : [];

const exitCodes = {};
// The busy lane prints as it goes; the other suites print when they end, so the logs never interleave. Once the
// build is made, e2e starts beside the API suites: all three mostly wait (on pages, PostgreSQL, HAProxy).
// The PostgreSQL pass starts at once beside them, so the two cores stay busy to the end instead of its last minutes
// running alone after the others.
const quiet = busy.length + frontends.length > 0;
const frontendsDone = runLane(frontends, true);
await Promise.all([
  frontendsDone.then(() => runLane(busy, true)),
  runLane(waiting, !quiet && prebuild.length === 0),
  (async () => {
    await runLane(prebuild, !quiet && waiting.length === 0);
    await frontendsDone;
    await runE2e(!quiet && waiting.length === 0);
    await runLane(minutes, !quiet && waiting.length === 0 && e2e.length === 0);
  })(),
]);
// The cluster suite last, with nothing beside it: it times what the instances show each other (a write on one seen on
// the others within 1 s), which the load of other suites on two cores pushed past its limits.
await runLane(last, true);

async function runE2e(live) {
  if (!e2e.length) return;
  // One Firebase Auth emulator for both e2e processes (each would otherwise stop it under the other as it ends).
  // Should it fail to start here, each process's global setup tries again and its sign-in tests report why.
  const { startAuthEmulator } = await import(path.join(ROOT, 'api', 'scripts', 'auth-emulator.mjs'));
  const stopEmulator = await startAuthEmulator().catch((error) => {
    console.log(`Firebase Auth emulator: ${error.message}`);
    return async () => {};
  });
  try {
    await Promise.all(e2e.map((suite, index) => runLane([suite], live && index === 0)));
  } finally {
    await stopEmulator();
  }
}

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
  const cpuFile = TIME && path.join(os.tmpdir(), `receipts-cpu-${process.pid}-${suite.name}`);
  const [command, ...args] = cpuFile ? [TIME, '-q', '-f', '%U %S', '-o', cpuFile, ...suite.command] : suite.command;
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
      console.log(`=== ${suite.name}: exit ${code ?? 'signal'} after ${Math.round((Date.now() - started) / 1000)} s${cpuOf(cpuFile)} ===`);
      resolve(code ?? 1);
    };
    child.on('error', (error) => end(1, `${error.message}\n`));
    child.on('close', (code) => end(code));
  });
}

/** ", 812 s of CPU" from GNU time's "user system" line, or nothing. */
function cpuOf(file) {
  if (!file) return '';
  try {
    const [user, system] = fs.readFileSync(file, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
    fs.rmSync(file, { force: true });
    return Number.isFinite(user + system) ? `, ${Math.round(user + system)} s of CPU` : '';
  } catch {
    return '';
  }
}

function playwrightCounts(stats) {
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected };
}
