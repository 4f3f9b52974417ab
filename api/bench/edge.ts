/**
 * Edge cache benchmark: the feed as visitors get it (HAProxy's cache answers, deploy/haproxy.cfg) against the feed
 * as members get it (the session cookie: every request through HAProxy to an instance), in one run on
 * `npm run cluster` (PostgreSQL + Redis, demo data). Prints req/s of both, the ratio and how many visitor answers
 * were cache hits.
 *
 *   npm run bench:edge -w api                     # --duration=10 --connections=20 --instances=2
 *
 * Needs PostgreSQL (TEST_DATABASE_URL's server), Redis and haproxy, like the cluster suite.
 */
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { clusterDatabase, createMember, FEED, insertStatement } from '../cluster/client';
import { requireServices, startCluster } from '../cluster/harness';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 20);
const INSTANCES = Number(args.instances ?? 2);
/** What a browser sends: the API compresses per request, the cache keeps one copy per coding. */
const BROWSER = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

async function measure(base: string, headers: Record<string, string>) {
  const seen: Record<string, number> = {};
  const result: Result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: FEED, headers: { ...(request.headers ?? {}), ...BROWSER, ...headers } }),
        onResponse: (_status, _body, _context, answer) => {
          const cache = answer?.['x-cache'] ?? 'none';
          seen[cache] = (seen[cache] ?? 0) + 1;
        },
      },
    ],
  });
  return { result, seen };
}

const row = (name: string, { result, seen }: Awaited<ReturnType<typeof measure>>) => {
  const errors = result.errors + result.timeouts + result.non2xx;
  const cache = Object.entries(seen)
    .map(([state, count]) => `${state} ${count}`)
    .join(', ');
  console.log(
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} | ${cache} |`,
  );
  return result.requests.average;
};

async function main() {
  await requireServices();
  const cluster = await startCluster(INSTANCES, { SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
  const database = clusterDatabase(cluster.databaseUrl);
  try {
    const member = await createMember(database, cluster.base);
    await Promise.all([0, 1, 2, 3].map((i) => insertStatement(database, member.id, `Bench ${i}`)));
    const memberHeaders = { cookie: member.headers.cookie };
    const bytes = (await (await fetch(`${cluster.base}${FEED}`)).text()).length;
    await measure(cluster.base, memberHeaders); // warm-up round (instances' caches, JIT), not reported
    console.log(`| case | req/s | p50 ms | p99 ms | errors | X-Cache |\n|---|---|---|---|---|---|`);
    const members = row(
      `members' feed (session cookie), through HAProxy to ${INSTANCES} instances`,
      await measure(cluster.base, memberHeaders),
    );
    const visitors = row("visitors' feed, HAProxy's edge cache", await measure(cluster.base, {}));
    console.log(
      `\nvisitors / members: ${(visitors / members).toFixed(1)}× (target ≥ 4×). Feed ${bytes} bytes uncompressed; ${os.cpus().length} cores (${os.cpus()[0]?.model}); ${CONNECTIONS} connections, ${DURATION} s per case; load ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; load generator, HAProxy, instances, PostgreSQL and Redis share the machine.`,
    );
  } finally {
    await database.close();
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
