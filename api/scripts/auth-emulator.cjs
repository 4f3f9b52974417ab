// The Firebase Auth emulator for development, tests and e2e.
//
// Contract:
//   const { startAuthEmulator } = require('<repo>/api/scripts/auth-emulator.cjs');   // CommonJS (jest)
//   import { startAuthEmulator } from '<repo>/api/scripts/auth-emulator.mjs';        // ESM (npm start, e2e)
//
//   const stop = await startAuthEmulator(options?);
//     - Spawns `npx firebase emulators:start --only auth --project <projectId>` in api/ (firebase.json there:
//       auth on 127.0.0.1:9099, UI off, single project), in its own process group.
//     - Resolves once GET http://127.0.0.1:9099/ answers (about 10-20 s on a cold start); rejects if the process
//       exits first or `timeoutMs` passes (the process is then killed), with the tail of its output.
//     - If something already answers on 9099 it is reused and nothing is spawned (stop.reused === true; stop()
//       then does nothing), so a developer's running emulator or a parallel caller is not disturbed. The same
//       holds when two callers start at once and this one loses the port: it waits for the other's emulator.
//     - Returns `stop`: an async function that ends the emulator (SIGINT to the process group, SIGKILL after 10 s)
//       and resolves when it has exited. Calling it twice is harmless. The emulator is also killed if this Node
//       process exits without calling it; a signal that kills Node skips that, so a caller that stays up until
//       Ctrl-C (npm start) should call stop() from its own SIGINT/SIGTERM handler.
//     - stop.host is '127.0.0.1:9099' (the value for FIREBASE_AUTH_EMULATOR_HOST), stop.url 'http://127.0.0.1:9099',
//       stop.projectId the project (give the API the same FIREBASE_PROJECT_ID).
//   options: { projectId = 'demo-receipts', timeoutMs = 90000, log = false (true: pipe the emulator's output to
//              this process's stderr), cwd = api/ }
//
// The emulator keeps its accounts in memory only; every start is empty.
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');

const API_DIR = path.resolve(__dirname, '..');
const HOST = '127.0.0.1';
const PORT = 9099;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startAuthEmulator(options = {}) {
  const projectId = options.projectId || 'demo-receipts';
  const timeoutMs = options.timeoutMs || 90_000;
  const cwd = options.cwd || API_DIR;
  const url = `http://${HOST}:${PORT}`;
  const describe = (stop, reused) => Object.assign(stop, { host: `${HOST}:${PORT}`, url, projectId, reused });

  if (await answers(`${url}/`)) return describe(async () => undefined, true);

  const child = spawn('npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', projectId], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1' },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
    if (options.log) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onProcessExit = () => killGroup('SIGKILL');
  process.once('exit', onProcessExit);

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener('exit', onProcessExit);
      if (exited) return;
      killGroup('SIGINT');
      const timer = setTimeout(() => killGroup('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
      // firebase's children (the emulator itself) share the group; make sure none outlives it.
      killGroup('SIGKILL');
    })();
    return stopping;
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${url}/`))) {
    // Lost a start race for the port to another caller: wait for theirs instead (reused).
    const portTaken = exited && /port\b.*\b(taken|in use|not open|unavailable)|EADDRINUSE/i.test(output);
    if (exited && !portTaken) {
      await stop();
      throw new Error(`The Auth emulator exited before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Auth emulator did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(250);
  }
  if (exited) return describe(async () => undefined, true);
  return describe(stop, false);
}

exports.startAuthEmulator = startAuthEmulator;
exports.AUTH_EMULATOR_HOST = `${HOST}:${PORT}`;
