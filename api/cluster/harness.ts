import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Database } from '../src/db';
import { clusterDatabase } from './client';

const ROOT = path.resolve(__dirname, '../..');
export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export interface ClusterState {
  pid: number;
  port: number;
  /** HAProxy's process and runtime API socket (`show stat`, `set server … state drain`). */
  haproxy: { pid: number; socket: string } | null;
  instances: { name: string; port: number; pid: number; log: string }[];
}

/** A line to HAProxy's runtime API; resolves with its answer. */
export function haproxyCommand(socket: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = net.createConnection(socket, () => client.end(`${line}\n`));
    let answer = '';
    client.on('data', (chunk) => (answer += chunk.toString()));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
  });
}

/** Each backend server's current sessions (HAProxy's `show stat`, column scur), by server name. */
export async function serverSessions(socket: string): Promise<Record<string, number>> {
  const [header, ...rows] = (await haproxyCommand(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [px, sv, scur] = ['pxname', 'svname', 'scur'].map((name) => columns.indexOf(name));
  return Object.fromEntries(
    rows
      .map((row) => row.split(','))
      .filter((cells) => cells[px] === 'api' && !['FRONTEND', 'BACKEND'].includes(cells[sv]))
      .map((cells) => [cells[sv], Number(cells[scur])]),
  );
}

export interface Cluster {
  base: string;
  databaseUrl: string;
  state(): ClusterState;
  /** What the cluster command printed so far. */
  output(): string;
  /** Waits for a line of the cluster command's output matching `pattern` (after `from` characters). */
  waitForOutput(pattern: RegExp, timeoutMs: number, from?: number): Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL, Redis and haproxy must be there: a missing one fails the suite with what to install, never skips it. */
export async function requireServices(): Promise<void> {
  const problems: string[] = [];
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect().then(
    () => client.end(),
    (error: Error) => problems.push(`PostgreSQL at ${ADMIN_URL}: ${error.message}`),
  );
  await new Promise<void>((resolve) => {
    const { hostname, port } = new URL(REDIS_URL);
    const socket = net.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.setTimeout(2_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', () => (socket.destroy(), resolve()));
    socket.on('error', (error) => (problems.push(`Redis at ${REDIS_URL}: ${error.message} (redis-server --daemonize yes)`), resolve()));
  });
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).error) problems.push('haproxy is not installed (apt-get install -y haproxy)');
  if (problems.length) throw new Error(`The cluster suite needs real services:\n- ${problems.join('\n- ')}`);
}

/** A base port with PORT…PORT+N+1 free (HAProxy, the instances, s3rver). */
async function freeRange(size: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 9_000);
    const ports = Array.from({ length: size }, (_, i) => base + i);
    if ((await Promise.all(ports.map(free))).every(Boolean)) return base;
  }
}

/** `npm run cluster -- --instances N` on a database of its own, as an operator starts it. */
export async function startCluster(instances: number, env: Record<string, string> = {}): Promise<Cluster> {
  const name = `receipts_cluster_${randomBytes(5).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-cluster-'));
  const port = await freeRange(instances + 2);
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cluster.mjs'), '--instances', String(instances)], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      CLUSTER_DIR: dir,
      REDIS_PREFIX: `${name}:`,
      SITE_ROOT: 'none',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const cluster: Cluster = {
    base: `http://127.0.0.1:${port}`,
    databaseUrl,
    state: () => JSON.parse(fs.readFileSync(path.join(dir, 'state.json'), 'utf8')) as ClusterState,
    output: () => output,
    async waitForOutput(pattern, timeoutMs, from = 0) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output.slice(from))) {
        if (child.exitCode !== null) throw new Error(`the cluster command exited (${child.exitCode}):\n${output}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} from the cluster command within ${timeoutMs / 1000} s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      const admin = new Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.waitForOutput(/Receipts cluster ready/, 240_000);
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    throw error;
  }
  return cluster;
}

/** A test file's cluster: the services checked (never skipped), the cluster started, and a pool on its database. */
export async function openCluster(instances: number, env: Record<string, string> = {}): Promise<{ cluster: Cluster; database: Database }> {
  await requireServices();
  const cluster = await startCluster(instances, env);
  return { cluster, database: clusterDatabase(cluster.databaseUrl) };
}

/** Closes what `openCluster` opened, as far as it got. */
export async function closeCluster(cluster: Cluster | undefined, database: Database | undefined): Promise<void> {
  await database?.close();
  await cluster?.stop();
}
