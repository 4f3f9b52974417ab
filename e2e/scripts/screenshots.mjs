// Screenshots of the real production build for the README: the home page on a desktop and on a phone (390 × 844),
// each in light and dark mode, written to docs/screenshots/. Rerun it after UI changes:
//   npm run screenshots -w e2e   (builds what is stale, starts the server on a scratch DATA_DIR; SCREENSHOTS_PORT
//   picks its port, 8383 by default). Each PNG must stay under MAX_BYTES so the README stays light.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { buildFrontends } = await import(path.join(root, 'scripts', 'lib.mjs'));
const port = Number(process.env.SCREENSHOTS_PORT || 8383);
const MAX_BYTES = 300 * 1024;
/** name → viewport; every shot is taken in both modes (`<name>-light.png`, `<name>-dark.png`). */
const SHOTS = [
  { name: 'home', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
const base = `http://127.0.0.1:${port}`;
const outDir = path.join(root, 'docs', 'screenshots');
const dataDir = path.join(root, 'e2e', '.tmp', 'screenshots-data');

buildFrontends();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const server = spawn('npx', ['tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', DATABASE_URL: '' },
});
try {
  await waitFor(`${base}/api/health`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const tooBig = [];
  for (const shot of SHOTS) {
    for (const mode of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: shot.viewport });
      await context.addInitScript((m) => localStorage.setItem('receipts.theme', m), mode);
      const page = await context.newPage();
      await page.goto(base);
      // The first statement card is shown (the desktop also waits for its side panel), and nothing is still loading.
      await page.locator('main article').first().waitFor();
      if (shot.viewport.width >= 1200) await page.getByRole('heading', { name: 'Popular Predictions' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]'));
      const file = path.join(outDir, `${shot.name}-${mode}.png`);
      await page.screenshot({ path: file });
      const bytes = fs.statSync(file).size;
      console.log(`wrote ${path.relative(root, file)} (${Math.round(bytes / 1024)} KB)`);
      if (bytes > MAX_BYTES) tooBig.push(path.relative(root, file));
      await context.close();
    }
  }
  if (tooBig.length) {
    process.exitCode = 1;
    console.error(`over ${MAX_BYTES / 1024} KB, keep the README light: ${tooBig.join(', ')}`);
  }
  await browser.close();
} finally {
  process.kill(-server.pid, 'SIGTERM');
}

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}
