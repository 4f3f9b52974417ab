import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db';
import { rowsOf } from '../src/repositories/sql';
import { awaitingReplies, COMMENTS, direct, sleep } from './client';
import { openSse } from '../src/test/sse';
import { closeCluster, openCluster, type Cluster } from './harness';

/**
 * The cluster's proofs that need minutes to pass rather than a quiet machine: pg-boss's one-minute periods, and
 * HAProxy's 30 s idle timeouts. Nothing here is timed to the second, so `npm test` runs this file beside the API
 * suites while the proofs that are (cluster.test.ts and the others) run alone. A cluster of its own, nothing mocked.
 */
let cluster: Cluster;
let database: Database;
let startedAt = 0;

beforeAll(async () => {
  startedAt = Date.now();
  ({ cluster, database } = await openCluster(3, {
    // The decay job every minute instead of every 5.
    JOB_CRON_TRENDING_DECAY: '* * * * *',
    // The notification stream's heartbeat every second instead of every 25 s.
    NOTIFICATION_HEARTBEAT_MS: '1000',
  }));
}, 300_000);

afterAll(() => closeCluster(cluster, database));

it("a notification stream held through HAProxy stays open past HAProxy's 30 s idle timeouts on its heartbeats, and still gets replies", async () => {
  const { alice, bob, statement, parent } = await awaitingReplies(
    database,
    cluster.base,
    'Quiet streams through the proxy',
    'Anyone still here?',
  );
  const writer = cluster.state().instances[0];

  const stream = await openSse(`${cluster.base}/api/notifications/stream/`, { cookie: alice.headers.cookie });
  try {
    expect(stream.status).toBe(200);
    await stream.until((event) => event.event === 'unread', 15_000);
    // Quiet for longer than HAProxy's `timeout client`/`timeout server` (30 s): only the heartbeats cross it.
    const quietFrom = stream.events.length;
    await sleep(33_000);
    expect(stream.ended).toBe(false);
    const beats = stream.events.slice(quietFrom).filter((candidate) => candidate.event === 'comment' && candidate.data === 'heartbeat');
    expect(beats.length).toBeGreaterThanOrEqual(25);
    // Still live after the quiet: a reply arrives on the same connection (how fast is cluster.test.ts's proof 10).
    const again = await direct(writer.port, COMMENTS, {
      method: 'POST',
      headers: bob.headers,
      body: JSON.stringify({ statement, text: 'Still there?', parent }),
    });
    expect(again.status).toBe(201);
    const { id: reply } = (await again.json()) as { id: number };
    await stream.until(
      (candidate) =>
        candidate.event === 'notification' &&
        (JSON.parse(candidate.data) as { notification: { comment: number } }).notification.comment === reply,
      15_000,
    );
  } finally {
    stream.close();
  }
}, 120_000);

it('a scheduled job runs once per period with three instances', async () => {
  const runs = () =>
    cluster
      .state()
      .instances.flatMap((instance) =>
        fs
          .readFileSync(instance.log, 'utf8')
          .split('\n')
          .map((line) => ({ line, instance: instance.name })),
      )
      .filter(({ line }) => line.includes('"job":"trending-decay"') && line.includes('"trigger":"schedule"'))
      .map(({ line, instance }) => ({ jobId: (JSON.parse(line) as { jobId: string }).jobId, instance }));
  // At least two periods come due within two and a half minutes of the start (a cron pass every 30 s, then two
  // polls); a busy machine may take longer, so this waits for two runs, for up to four minutes.
  await sleep(Math.max(0, startedAt + 150_000 - Date.now()));
  while (runs().length < 2 && Date.now() < startedAt + 240_000) await sleep(2_000);
  const seen = runs();
  expect(seen.length).toBeGreaterThanOrEqual(2);
  // No job ran twice, on one instance or on two.
  expect(new Set(seen.map((run) => run.jobId)).size).toBe(seen.length);
  // Every instance runs a cron pass, yet each period (pg-boss's one-minute slot) was sent once. The run itself may
  // start in the next wall-clock minute, so the slot is what counts, not the clock.
  const periods = await rowsOf<{ slot: string; n: number }>(
    database.db,
    sql`SELECT data->>'slot' AS slot, count(*)::int AS n FROM pgboss.job
        WHERE name = '__pgboss__send-it' AND data->>'name' = 'trending-decay' GROUP BY 1 ORDER BY 1`,
  );
  expect(periods.length).toBeGreaterThanOrEqual(seen.length);
  expect(periods.filter((period) => period.n !== 1)).toEqual([]);
  // pg-boss's own record agrees: the jobs the periods sent are the jobs that ran, each once.
  const jobs = await rowsOf<{ id: string }>(
    database.db,
    sql`SELECT id::text AS id FROM pgboss.job WHERE name = 'trending-decay' AND data->>'trigger' = 'schedule'`,
  );
  expect(jobs.length).toBeLessThanOrEqual(periods.length);
  const ids = new Set(jobs.map((job) => job.id));
  expect(seen.filter((run) => !ids.has(run.jobId))).toEqual([]);
}, 300_000);
