// `npm run dev`: the API in watch mode, every remote's dev server on its own port, and the shell's
// dev server (http://127.0.0.1:3000) with live reload, wired together by a development remotes map.
// `npm run dev -- --only <remote> [--port <p>]`: that remote's dev server inside the real site (scripts/dev-only.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FRONTENDS, REMOTES, ROOT, maybeStartAuthEmulator, startProcess } from './lib.mjs';
import { runDevOnly } from './dev-only.mjs';

const { parseDevArgs } = createRequire(import.meta.url)('../shared/build/dev-only.cjs');
let args;
try {
  args = parseDevArgs(process.argv.slice(2), process.env, REMOTES);
} catch (error) {
  console.error(`[receipts] ${error.message}`);
  process.exit(2);
}
if (args.only) {
  await runDevOnly(args);
} else {
  await runAll();
}

async function runAll() {
  const shellPort = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'package.json'), 'utf8')).receipts.devPort;
  // Each remote's dev server serves the mf-manifest.json its build writes (Module Federation 2.0, shared/build/mf-manifest-data.cjs);
  // names and dev ports come from the one registry of remotes.
  const map = Object.fromEntries(REMOTES.map((remote) => [remote.name, `http://127.0.0.1:${remote.devPort}/mf-manifest.json`]));
  const mapFile = path.join(ROOT, '.data', 'remotes.dev.json');
  fs.mkdirSync(path.dirname(mapFile), { recursive: true });
  fs.writeFileSync(mapFile, JSON.stringify(map, null, 2));

  const emulator = await maybeStartAuthEmulator();
  const env = { ...process.env, REMOTES_MAP: mapFile, PUBLIC_ORIGIN: `http://127.0.0.1:${shellPort}` };
  if (emulator) env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const children = [startProcess('api', 'npm', ['run', 'dev', '-w', 'api'], { env })];
  for (const pkg of FRONTENDS) children.push(startProcess(pkg, 'npm', ['run', 'dev', '-w', pkg]));
  console.log(`[receipts] open http://127.0.0.1:${shellPort} (API on :8080, remotes map ${mapFile})`);

  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await emulator?.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
