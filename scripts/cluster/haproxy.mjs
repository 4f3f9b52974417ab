// HAProxy for `npm run cluster`: deploy/haproxy.cfg with this run's port, admin socket and instances.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

export const TEMPLATE = path.join(ROOT, 'deploy', 'haproxy.cfg');

/** deploy/haproxy.cfg with `bind`, the admin socket and one `server` line per instance replaced. */
export function renderConfig({ port, socket, instances }) {
  const lines = fs.readFileSync(TEMPLATE, 'utf8').split('\n');
  const out = [];
  for (const line of lines) {
    if (/^\s+server\s/.test(line)) {
      if (!out.some((l) => /^\s+server\s/.test(l))) {
        for (const instance of instances) out.push(`    server ${instance.name} 127.0.0.1:${instance.port}`);
      }
      continue;
    }
    out.push(line.replace(/^(\s+bind\s+):\d+/, `$1127.0.0.1:${port}`).replace(/^(\s+stats socket\s+)\S+/, `$1${socket}`));
  }
  return out.join('\n');
}

export function haproxyMissing() {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).error ? 'haproxy is not installed (Debian: apt-get install -y haproxy)' : null;
}

/** Starts HAProxy in the foreground (-db) on the rendered config; resolves once it listens. */
export async function startHaproxy({ dir, port, instances, log }) {
  const config = path.join(dir, 'haproxy.cfg');
  const socket = path.join(dir, 'haproxy.sock');
  fs.writeFileSync(config, renderConfig({ port, socket, instances }));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused ${config}:\n${check.stdout}${check.stderr}`);
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  const logFile = fs.createWriteStream(path.join(dir, 'haproxy.log'));
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}); see ${path.join(dir, 'haproxy.log')}`);
    if (await listening(port)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`HAProxy on http://127.0.0.1:${port} (config ${config})`);
  return {
    child,
    socket,
    /** A runtime API command, e.g. `set server api/api1 state drain`; resolves with HAProxy's answer. */
    command: (line) => runtimeCommand(socket, line),
    stop: () => stopChild(child),
  };
}

export function runtimeCommand(socket, line) {
  return new Promise((resolve, reject) => {
    const client = net.createConnection(socket, () => client.end(`${line}\n`));
    let answer = '';
    client.on('data', (chunk) => (answer += chunk));
    client.on('end', () => resolve(answer.trim()));
    client.on('error', reject);
  });
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
