// Smoke check of `npm run dev -- --only mfe-directory --port <p>`: starts it (PORT for the site), opens the
// directory's page in Chromium inside the production shell, checks the page renders from the dev server on the
// shell's React with no CSP violation, then edits a source file and waits for the page to show the change (hot
// reload), and puts the file back. Exits non-zero on any failure.
//
//   node e2e/scripts/dev-only-smoke.mjs [sitePort=8195] [devPort=8295]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const [sitePort = '8195', devPort = '8295'] = process.argv.slice(2);
const SITE = `http://127.0.0.1:${sitePort}`;
const DEV = `http://127.0.0.1:${devPort}`;
const EDITED = path.join(ROOT, 'mfe-directory', 'src', 'features', 'directory', 'api', 'directory-kinds.ts');
const HOT_TITLE = 'Commentators, hot';

const dev = spawn('npm', ['run', 'dev', '--', '--only', 'mfe-directory', '--port', devPort], {
  cwd: ROOT,
  env: { ...process.env, PORT: sitePort, RECEIPTS_NO_EMULATOR: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let log = '';
dev.stdout.on('data', (chunk) => (log += chunk));
dev.stderr.on('data', (chunk) => (log += chunk));

const original = fs.readFileSync(EDITED, 'utf8');
const originalTimes = fs.statSync(EDITED);
let browser;
try {
  await until(() => log.includes(`open ${SITE}`), 600_000, 'the dev script to say the site is up');
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  const page = await browser.newPage();
  const violations = [];
  const errors = [];
  await page.exposeFunction('reportViolation', (text) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));

  await page.goto(`${SITE}/commentators`);
  await page.getByRole('heading', { name: 'Commentators', level: 1 }).waitFor({ timeout: 60_000 });
  const runtime = await page.evaluate(() => {
    const probes = window.__RECEIPTS_RUNTIME__ ?? {};
    return { sameReact: Boolean(probes.shell?.react) && probes.mfe_directory?.react === probes.shell?.react };
  });
  check(scripts.includes(`${DEV}/remoteEntry.js`), `the directory's entry came from its dev server (${DEV})`);
  check(
    scripts.some((url) => url.startsWith(`${SITE}/`)),
    'the shell came from the site (production build)',
  );
  check(runtime.sameReact, "the dev remote renders on the shell's React");

  fs.writeFileSync(EDITED, original.replace("title: 'Commentators',", `title: '${HOT_TITLE}',`));
  await page.getByRole('heading', { name: HOT_TITLE, level: 1 }).waitFor({ timeout: 120_000 });
  check(true, 'an edit of the remote shows on the page without restarting anything (hot reload)');
  check(violations.length === 0, `no CSP violation${violations.length ? `: ${violations.join(', ')}` : ''}`);
  check(errors.length === 0, `no page error${errors.length ? `: ${errors.join(' | ')}` : ''}`);
  console.log('dev-only smoke: passed');
} catch (error) {
  console.error(`dev-only smoke: FAILED: ${error.message}\n--- npm run dev output ---\n${log.slice(-4000)}`);
  process.exitCode = 1;
} finally {
  fs.writeFileSync(EDITED, original);
  fs.utimesSync(EDITED, originalTimes.atime, originalTimes.mtime);
  await browser?.close();
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

function check(condition, what) {
  if (!condition) throw new Error(what);
  console.log(`ok: ${what}`);
}

async function until(predicate, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
