// `npm run dev -- --only <remote> [--port <p>]`: one remote's dev server with hot reload, inside the real site: the
// production builds of the shell, the other remotes and the API (built when stale, as `npm start` does), on PORT.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_SERVER, FRONTENDS, REMOTES, ROOT, buildApi, buildFrontend, maybeStartAuthEmulator, needsBuild, startProcess } from './lib.mjs';

const { devOnlyApiEnv, devOnlyMap, devOrigin, devServerArgs } = createRequire(import.meta.url)('../shared/build/dev-only.cjs');
const READY_TIMEOUT_MS = 180_000;

export async function runDevOnly({ only, devPort, sitePort }) {
  for (const pkg of FRONTENDS.filter((name) => name !== only.folder)) {
    if (needsBuild(pkg)) buildFrontend(pkg);
  }
  buildApi();

  const mapFile = path.join(ROOT, '.data', `remotes.dev-only.${only.folder}.json`);
  fs.mkdirSync(path.dirname(mapFile), { recursive: true });
  fs.writeFileSync(mapFile, JSON.stringify(devOnlyMap(REMOTES, only, devPort), null, 2));

  const emulator = await maybeStartAuthEmulator();
  const env = devOnlyApiEnv(process.env, { devPort, sitePort, mapFile });
  if (emulator && !env.FIREBASE_AUTH_EMULATOR_HOST) env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const children = [
    // Its proxy (for its standalone page) goes to this site's API.
    startProcess(only.folder, 'npm', devServerArgs(only, devPort), {
      env: { ...process.env, API_DEV_ORIGIN: `http://127.0.0.1:${sitePort}` },
    }),
    startProcess('api', process.execPath, [API_SERVER], { env }),
  ];
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await emulator?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
  for (const child of children) child.on('exit', (code) => stop(code ?? 1));

  await Promise.all([waitFor(`${devOrigin(devPort)}/mf-manifest.json`), waitFor(`http://127.0.0.1:${sitePort}/api/health`)]);
  console.log(
    `[receipts] open http://127.0.0.1:${sitePort}: ${only.folder} from its dev server ${devOrigin(devPort)} (hot reload), the rest production builds`,
  );
}

async function waitFor(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.warn(`[receipts] ${url} did not answer within ${READY_TIMEOUT_MS / 1000} s; the dev server may still be compiling.`);
}
