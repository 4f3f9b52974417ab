// The API instances of `npm run cluster`: each its own process, port and DATA_DIR, as if on its own machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.mjs';
import { stopChild } from './haproxy.mjs';

/** How an instance runs the API: the compiled JavaScript on this Node, as `npm start` and production run it. */
export function apiCommand() {
  return { command: process.execPath, args: ['dist/server.js'], cwd: path.join(ROOT, 'api') };
}

/** One instance: start() spawns it and resolves once GET /api/ready answers 200. */
export function createInstance({ index, port, dir, env, log, onUnexpectedExit }) {
  const name = `api${index}`;
  const dataDir = path.join(dir, `instance-${index}`);
  const logPath = path.join(dir, `instance-${index}.log`);
  let child = null;
  let stopping = false;

  const instance = {
    name,
    index,
    port,
    logPath,
    get pid() {
      return child?.pid ?? null;
    },
    async start(extraEnv = {}) {
      fs.mkdirSync(dataDir, { recursive: true });
      const { command, args, cwd } = apiCommand();
      const out = fs.createWriteStream(logPath, { flags: 'a' });
      stopping = false;
      child = spawn(command, args, {
        cwd,
        env: { ...env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, INSTANCE_ID: name },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      const started = child;
      started.once('exit', (code, signal) => {
        if (!stopping && started === child) onUnexpectedExit?.(instance, code ?? signal);
      });
      await waitReady(instance, started);
      return instance;
    },
    /** SIGTERM (the instance finishes its requests and closes its pools), SIGKILL after 12 s. */
    async stop() {
      stopping = true;
      if (child) await stopChild(child);
    },
    /** kill -9, as a crashed machine. */
    kill() {
      child?.kill('SIGKILL');
    },
    alive: () => Boolean(child && child.exitCode === null && child.signalCode === null),
  };
  void log;
  return instance;
}

async function waitReady(instance, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = fs.readFileSync(instance.logPath, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`${instance.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}/api/ready`, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${instance.name} was not ready within ${timeoutMs / 1000} s (see ${instance.logPath})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
