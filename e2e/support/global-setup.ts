import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ALT_REMOTE_PORT,
  CHROMIUM,
  DEFAULT_MAP,
  E2E_BASE_URL,
  E2E_PORT,
  MANIFEST_FILE,
  REMOTES_MAP_FILE,
  ROOT,
  STATE_FILE,
  TMP,
} from './env';
import { ALT_DIST } from './alt-remote';
import { prebuild } from './prebuild';

const DATA_DIR = path.join(TMP, 'data');
const SERVER_LOG = path.join(TMP, 'server.log');

/**
 * Production build of every package, a fresh DATA_DIR, the real API server serving the real site,
 * plus a second static origin with an alternative build of mfe-directory.
 */
export default async function globalSetup() {
  ensureChromium();
  ensureHaproxy();
  // Only what this setup owns: e2e/.tmp may also hold other (private, untracked) harnesses.
  for (const owned of [DATA_DIR, REMOTES_MAP_FILE, STATE_FILE, SERVER_LOG]) fs.rmSync(owned, { recursive: true, force: true });
  fs.mkdirSync(TMP, { recursive: true });
  if (process.env.E2E_PREBUILT !== '1') prebuild();
  fs.writeFileSync(REMOTES_MAP_FILE, JSON.stringify(DEFAULT_MAP, null, 2));

  const emulator = await startEmulator();
  // The production server: the API's compiled JavaScript, as `npm start` runs it.
  const server = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', fs.openSync(SERVER_LOG, 'a'), fs.openSync(SERVER_LOG, 'a')],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      REMOTES_MAP: REMOTES_MAP_FILE,
      PUBLIC_ORIGIN: E2E_BASE_URL,
      DATABASE_URL: '',
      // The suite signs in many times from one address; the limiter itself is covered by the API suite.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Likewise for writes (every test posts, votes and comments from 127.0.0.1); security.spec.ts lowers nothing.
      WRITE_RATE_LIMIT_PER_USER_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
      ...(emulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } : {}),
    },
    detached: true,
  });
  const alt = spawn('node', [path.join(__dirname, 'static-server.mjs'), ALT_DIST, String(ALT_REMOTE_PORT)], {
    stdio: 'inherit',
    detached: true,
  });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ emulator: Boolean(emulator) }));
  const teardown = async () => {
    for (const child of [server, alt]) killGroup(child.pid);
    await emulator?.stop();
  };
  try {
    await waitFor(`${E2E_BASE_URL}/api/health`, 120_000);
    await waitFor(`http://127.0.0.1:${ALT_REMOTE_PORT}/${MANIFEST_FILE}`, 10_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.env.E2E_CHROMIUM) throw new Error(`E2E_CHROMIUM names ${CHROMIUM}, which is not there`);
  console.log('[e2e] installing Debian chromium-headless-shell…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
}

/** edge-cache.spec.ts puts HAProxy (deploy/haproxy.cfg) in front of the server: installed here like chromium. */
function ensureHaproxy() {
  if (!spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).error) return;
  console.log('[e2e] installing Debian haproxy…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy', { stdio: 'inherit' });
}

async function startEmulator(): Promise<{ host: string; stop(): Promise<void> } | null> {
  const helper = path.join(ROOT, 'api', 'scripts', 'auth-emulator.mjs');
  if (!fs.existsSync(helper)) return null;
  const { startAuthEmulator } = await import(helper);
  const stop = await startAuthEmulator();
  return { host: stop.host, stop: () => stop() };
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms (see e2e/.tmp/server.log)`);
}
