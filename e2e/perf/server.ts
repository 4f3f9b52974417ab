/**
 * The production build served by `api/src/server.ts` on a fresh PGlite data dir with the demo seed, for the perf
 * scripts (`npm run perf`, `npm run perf:long-tasks`). The server runs in its own process group.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './first-load';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Builds the frontends whose dist is missing or older than their sources (PERF_SKIP_BUILD=1: measure what is built). */
export function buildIfNeeded(): void {
  if (process.env.PERF_SKIP_BUILD === '1') return;
  execSync('node -e "import(\'./scripts/lib.mjs\').then((m) => m.buildFrontends())"', { cwd: ROOT, stdio: 'inherit' });
}

export async function startServer(port: number): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-perf-'));
  const server = spawn('npx', ['tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REMOTES_MAP: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopServer(server);
  throw new Error('The server did not start within 120 s.');
}

/** The server runs in its own process group (npx → tsx → node): stop all of it. */
export function stopServer(server: ChildProcess): void {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export async function firstStatementId(base: string): Promise<number> {
  const [statement] = (await (await fetch(`${base}/api/content-api/statements/?page=1&per_page=1`)).json()) as { id: number }[];
  return statement.id;
}
