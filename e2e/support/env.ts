import fs from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A second origin serving an alternative remote build (the "redeploy" test). */
export const ALT_REMOTE_PORT = Number(process.env.E2E_ALT_PORT || 8282);
/** HAProxy with the edge cache in front of the server, for edge-cache.spec.ts only (its own beforeAll/afterAll). */
export const EDGE_PORT = Number(process.env.E2E_EDGE_PORT || E2E_PORT + 2);
export const EDGE_ORIGIN = `http://127.0.0.1:${EDGE_PORT}`;
export const ROOT = path.resolve(__dirname, '..', '..');
/**
 * The browser the suite drives: Debian's Chromium headless shell (package chromium-headless-shell), the same Blink and
 * V8 as /usr/bin/chromium without the desktop browser's layers, as Playwright runs Chromium headless by default. On two
 * cores it used about a quarter less CPU than the full browser for the same specs. `E2E_CHROMIUM` names another.
 */
export const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium-headless-shell';
/**
 * This run's own folder (its data directory, remotes map, logs). `npm test` runs the suite as two Playwright
 * processes side by side, each on its own ports (E2E_PORT, E2E_ALT_PORT) and folder (E2E_TMP).
 */
export const TMP = process.env.E2E_TMP ? path.resolve(process.env.E2E_TMP) : path.join(ROOT, 'e2e', '.tmp');
/** The alternative builds of a remote, made once and served read-only by every run (support/alt-remote.ts). */
export const ALT_BUILDS = path.join(ROOT, 'e2e', '.tmp', 'alt-builds');
export const REMOTES_MAP_FILE = path.join(TMP, 'remotes.json');
export const STATE_FILE = path.join(TMP, 'state.json');

/** The repository's remotes, found by their folders (`mfe-*` with a remote.json: name, access, area, nav). */
export const REMOTES: { name: string; folder: string; access: 'public' | 'staff'; area: string }[] = fs
  .readdirSync(ROOT)
  .filter((folder) => /^mfe-[a-z0-9-]+$/.test(folder) && fs.existsSync(path.join(ROOT, folder, 'remote.json')))
  .sort()
  .map((folder) => ({ ...JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'remote.json'), 'utf8')), folder }));

/** The file each remote's build writes beside its remoteEntry.js: Module Federation 2.0's manifest. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** What an operator's map file says for this server's own remotes: name → manifest URL. */
export const DEFAULT_MAP: Record<string, string> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, `/remotes/${remote.folder}/${MANIFEST_FILE}`]),
);

export const ACCOUNTS = {
  fan: { email: 'fan@receipts.test', password: 'receipts-fan-2026' },
  staff: { email: 'staff@receipts.test', password: 'receipts-staff-2026' },
};
