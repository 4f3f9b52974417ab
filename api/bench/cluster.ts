/**
 * Cluster benchmark: the feed and a write mix through HAProxy with 1, 2 and 3 API instances
 * (`npm run cluster`, PostgreSQL + Redis, demo data), beside the bare-HTTP ceiling of this machine: a Fastify server
 * answering the same feed bytes from memory, measured directly and through HAProxy.
 *
 *   npm run bench:cluster -w api                  # --duration=10 --connections=20 --instances=1,2,3
 *
 * Needs PostgreSQL (TEST_DATABASE_URL's server), Redis and haproxy, like the cluster suite.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { clusterDatabase, COMMENTS, createMember, FEED, insertStatement, VOTE } from '../cluster/client';
import { requireServices, startCluster } from '../cluster/harness';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 20);
const INSTANCES = String(args.instances ?? '1,2,3')
  .split(',')
  .map(Number);
const rows: string[] = [];

const line = (name: string, result: Result) => {
  const errors = result.errors + result.timeouts + result.non2xx;
  const row = `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`;
  console.log(row);
  rows.push(row);
};

function measure(
  base: string,
  setup: (i: number) => { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Result> {
  let i = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => {
          const next = setup((i += 1));
          return { ...request, ...next, headers: { ...(request.headers ?? {}), ...(next.headers ?? {}) } };
        },
      },
    ],
  });
}

async function waitListening(url: string) {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Fastify answering `payload` from memory, directly and behind a one-server HAProxy: the machine's ceiling. */
async function ceiling(payload: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-ceiling-'));
  fs.writeFileSync(path.join(dir, 'payload.json'), payload);
  const [direct, proxied] = [29_101, 29_102];
  const server = spawn(process.execPath, [path.join(__dirname, 'static-server.mjs')], {
    env: { ...process.env, PORT: String(direct), PAYLOAD_FILE: path.join(dir, 'payload.json') },
    stdio: 'ignore',
  });
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    `global\n    maxconn 4096\ndefaults\n    mode http\n    timeout connect 2s\n    timeout client 30s\n    timeout server 30s\nfrontend web\n    bind 127.0.0.1:${proxied}\n    default_backend bare\nbackend bare\n    server bare1 127.0.0.1:${direct}\n`,
  );
  if (spawnSync('haproxy', ['-c', '-q', '-f', config]).status !== 0) throw new Error('haproxy refused the ceiling config');
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', config], { stdio: 'ignore' });
  try {
    await waitListening(`http://127.0.0.1:${direct}/payload`);
    await waitListening(`http://127.0.0.1:${proxied}/payload`);
    line('ceiling: the feed bytes from memory, direct', await measure(`http://127.0.0.1:${direct}`, () => ({ path: '/payload' })));
    line(
      'ceiling: the feed bytes from memory, through HAProxy',
      await measure(`http://127.0.0.1:${proxied}`, () => ({ path: '/payload' })),
    );
  } finally {
    server.kill('SIGTERM');
    haproxy.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  await requireServices();
  console.log(`| case | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|`);
  let feedBytes = '';
  for (const count of INSTANCES) {
    const cluster = await startCluster(count, {
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT_PER_USER_PER_MINUTE: '0',
      WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    });
    const database = clusterDatabase(cluster.databaseUrl);
    try {
      const member = await createMember(database, cluster.base);
      const statements = await Promise.all([0, 1, 2, 3].map((i) => insertStatement(database, member.id, `Bench ${i}`)));
      feedBytes = await (await fetch(`${cluster.base}${FEED}`)).text();
      // `no-cache`: past HAProxy's edge cache, to the instances (what this bench measures; bench:edge measures the cache).
      const feed = () => ({ path: FEED, headers: { 'cache-control': 'no-cache' } });
      await measure(cluster.base, feed); // warm-up round, not reported
      line(`feed, ${count} instance${count > 1 ? 's' : ''} behind HAProxy`, await measure(cluster.base, feed));
      line(
        `writes (comment / vote toggle), ${count} instance${count > 1 ? 's' : ''}`,
        await measure(cluster.base, (i) => ({
          method: 'POST',
          path: i % 2 ? COMMENTS : VOTE,
          headers: member.headers,
          body: JSON.stringify(
            i % 2 ? { statement: statements[i % 4], text: `Bench ${i}` } : { statement_id: statements[i % 4], vote_type: 'upvote' },
          ),
        })),
      );
    } finally {
      await database.close();
      await cluster.stop();
    }
  }
  await ceiling(feedBytes);
  console.log(
    `\n${os.cpus().length} cores (${os.cpus()[0]?.model}); ${CONNECTIONS} connections, ${DURATION} s per case; load generator, HAProxy, instances, PostgreSQL and Redis share the machine.`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
