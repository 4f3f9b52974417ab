// Screenshots of the real production build for the README: home page in light and dark mode.
// Usage: npm run screenshots -w e2e   (builds what is stale, starts the server on a scratch DATA_DIR)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { buildFrontends } = await import(path.join(root, 'scripts', 'lib.mjs'));
const port = 8383;
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
  for (const mode of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((m) => localStorage.setItem('receipts.theme', m), mode);
    const page = await context.newPage();
    await page.goto(base);
    await page.getByRole('heading', { name: 'Popular Predictions' }).waitFor();
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `home-${mode}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${path.relative(root, file)}`);
    await context.close();
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
