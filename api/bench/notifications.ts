/**
 * Notifications benchmark, on PostgreSQL: `npm run bench:notifications -w api`.
 *
 * 1. Fan-out: a prediction with FANOUT (100,000) voters is resolved, and a commentator with FANOUT followers makes a
 *    call (a receipt attributed to them); the time until every voter's or follower's row exists, written by the
 *    fan-out job's own code (runOneFanout).
 * 2. Streams: STREAMS (1,000) open `GET /api/notifications/stream/` on one instance; the process's memory before and
 *    after, and how long one signal to every stream's user takes to reach them all.
 * 3. List: GET /api/notifications/ for a user with 10,000 notifications (older than 100,000 rows of others): p50/p99
 *    over 500 requests (goal p99 < 20 ms), and the plans of its two queries.
 *
 * Database: a fresh receipts_bench_notifications on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { runOneFanout } from '../src/domains/notifications/data/notification-writes';
import { hashToken, sessionsRepository } from '../src/repositories/sessions';
import { unreadCountSql, visibleRowsSql } from '../src/domains/notifications/data/notifications';
import { rowsOf } from '../src/repositories/sql';

const FANOUT = Number(process.env.FANOUT ?? 100_000);
const STREAMS = Number(process.env.STREAMS ?? 1_000);
const LIST_ROWS = 10_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function freshDatabase(): Promise<string> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = 'receipts_bench_notifications';
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  const url = await freshDatabase();
  const database = openDatabase({ url, poolSize: 8 });
  await database.migrate();
  const db = database.db;
  const config = loadConfig({ NODE_ENV: 'test', SITE_ROOT: 'none', SEED_DEMO: 'false' }, { databaseUrl: url });

  // Users: the owner, the voters (also the stream holders), the staff member; one prediction, locked at once.
  const users = Math.max(FANOUT, STREAMS) + 2;
  await db.execute(sql`INSERT INTO users (email, username, name, email_verified)
    SELECT 'u' || i || '@bench.test', 'u' || i, 'User ' || i, true FROM generate_series(1, ${users}) i`);
  const [statement] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO statements (user_id, statement_type, title, body, outcome) VALUES (1, 'prediction', 'Bench call', 'b', 'pending') RETURNING id`,
  );
  await db.execute(sql`INSERT INTO votes (user_id, statement_id, vote_type)
    SELECT i, ${statement.id}, 'upvote' FROM generate_series(3, ${FANOUT + 2}) i`);

  // 1. Fan-out.
  await db.execute(sql`INSERT INTO notification_fanouts (statement_id, actor_id, outcome) VALUES (${statement.id}, 2, 'correct')`);
  let started = performance.now();
  await db.transaction((tx) => runOneFanout(tx, new Date()));
  const fanoutMs = performance.now() - started;
  const [{ n }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM notifications`);
  console.log(`fan-out: ${n} rows (${FANOUT} voters + the owner) in ${fanoutMs.toFixed(0)} ms`);

  // 1b. A followed pundit's new receipt: FANOUT followers of one commentator (the issue's own case).
  await db.execute(sql`INSERT INTO commentators (slug, name) VALUES ('bench-pundit', 'Bench Pundit')`);
  const [pundit] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM commentators WHERE slug = 'bench-pundit'`);
  await db.execute(sql`INSERT INTO follows (user_id, followable_type, object_id)
    SELECT i, 'commentator', ${pundit.id} FROM generate_series(3, ${FANOUT + 2}) i`);
  const [receipt] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO statements (user_id, statement_type, title, body, outcome, said_by_kind, said_by_id, source_url, said_at, source_status)
        VALUES (1, 'prediction', 'Bench receipt', 'b', 'pending', 'commentator', ${pundit.id}, 'https://example.com/s', current_date, 'unconfirmed')
        RETURNING id`,
  );
  await db.execute(sql`INSERT INTO notification_fanouts (statement_id, actor_id, kind) VALUES (${receipt.id}, 1, 'receipt')`);
  started = performance.now();
  await db.transaction((tx) => runOneFanout(tx, new Date()));
  const receiptMs = performance.now() - started;
  const [{ n: followers }] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE kind = 'followed_pundit_receipt' AND statement_id = ${receipt.id}`,
  );
  console.log(`followed-pundit fan-out: ${followers} rows (${FANOUT} followers) in ${receiptMs.toFixed(0)} ms`);

  // 2. Streams on one instance.
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const sessions = sessionsRepository(db);
  const cookies: string[] = [];
  for (let user = 3; user < 3 + STREAMS; user += 1) cookies.push((await sessions.create(user)).token);
  global.gc?.();
  const before = process.memoryUsage();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let delivered = 0;
  let allDelivered: () => void = () => undefined;
  const everyone = new Promise<void>((resolve) => (allDelivered = resolve));
  const requests = cookies.map(
    (token) =>
      new Promise<http.ClientRequest>((resolve) => {
        const request = http.get(
          { port, path: '/api/notifications/stream/', agent, headers: { cookie: `sessionid=${token}` } },
          (response) => {
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              if (chunk.includes('event: notification') && (delivered += 1) === STREAMS) allDelivered();
            });
            resolve(request);
          },
        );
      }),
  );
  const open = await Promise.all(requests);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  global.gc?.();
  const after = process.memoryUsage();
  console.log(
    `streams: ${STREAMS} open; rss ${mb(before.rss)} → ${mb(after.rss)} (+${mb(after.rss - before.rss)}), heap +${mb(after.heapUsed - before.heapUsed)} (both ends in this process)`,
  );
  started = performance.now();
  const written = await rowsOf<{ recipient_id: number; id: number }>(
    db,
    sql`INSERT INTO notifications (recipient_id, kind, statement_id, group_key)
        SELECT i, 'statement_comment', ${statement.id}, 'bench:' || i FROM generate_series(3, ${2 + STREAMS}) i RETURNING recipient_id, id`,
  );
  await app.notificationBus.written(written.map((row) => ({ recipientId: Number(row.recipient_id), id: Number(row.id) })));
  await everyone;
  console.log(
    `streams: one new item for each of the ${STREAMS} users reached every stream in ${(performance.now() - started).toFixed(0)} ms`,
  );
  for (const request of open) request.destroy();

  // 3. The list of a user with 10,000 notifications over 2,000 statements (1 in 50 hidden), two thirds unread, written
  // before 100,000 newer rows of other users: the fan's rows are not the newest of the table, as on a busy site.
  const [{ id: firstStatement }] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO statements (user_id, statement_type, title, body, outcome)
        SELECT 1, 'opinion', 'Listed ' || i, 'b', 'pending' FROM generate_series(1, 2000) i RETURNING id`,
  );
  await db.execute(sql`UPDATE statements SET deleted_at = now() WHERE id >= ${firstStatement} AND id % 50 = 0`);
  await db.execute(sql`INSERT INTO notifications (recipient_id, kind, actor_id, statement_id, group_key, read_at)
    SELECT 1, 'statement_comment', 3 + i % 1000, ${firstStatement} + i % 2000, 'list:' || i, CASE WHEN i % 3 = 0 THEN now() END
    FROM generate_series(1, ${LIST_ROWS}) i`);
  await db.execute(sql`INSERT INTO notifications (recipient_id, kind, actor_id, statement_id, group_key)
    SELECT 3 + i % ${users - 2}, 'statement_comment', 1, ${firstStatement} + i % 2000, 'later:' || i FROM generate_series(1, 100000) i`);
  await db.execute(sql`VACUUM ANALYZE notifications`); // as autovacuum would have: index-only counts
  await db.execute(sql`ANALYZE statements`);
  const owner = await sessions.create(1);
  const { token } = await sessions.issueAccessToken(hashToken(owner.token), 3_600_000);
  const times: number[] = [];
  for (let i = 0; i < 550; i += 1) {
    const at = performance.now();
    const response = await app.inject({ url: '/api/notifications/', headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode}`);
    if (i >= 50) times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  for (const [name, query] of [
    ['page', visibleRowsSql(1, sql`true`, 21)],
    ['unread count', unreadCountSql(1)],
  ] as const) {
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`);
    console.log(`plan of the ${name}:\n${plan.map((line) => `  ${line['QUERY PLAN']}`).join('\n')}`);
  }
  console.log(
    `list (${LIST_ROWS + 1} rows): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );

  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
