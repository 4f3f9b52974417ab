/**
 * Notification streams under load, on PostgreSQL: `npm run bench:streams -w api`.
 *
 * With no streams, then with STREAMS (1,000) open streams on one instance (MEMBERS members with 5 each: the
 * per-member limit), over real sockets:
 * 1. `POST /api/notifications/read/` ({all: true}) of a member with 5 of those streams: p50/p95 over READS requests
 *    one after another (each reaches the member's 5 streams).
 * 2. A visitor's `GET /api/content-api/statements/:id/` p50/p95 while 10 members mark all read in parallel loops.
 * 3. One member asking for 400 streams: how many stay open.
 * A warm-up pass comes first (not counted), and the no-streams pass runs again after the streams close.
 *
 * The server and every client run in this one process (as bench/notifications.ts): what the streams cost the
 * server's event loop is in the figures, and so is the clients' own work.
 * Database: a fresh receipts_bench_streams on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { hashToken, sessionsRepository } from '../src/repositories/sessions';
import { rowsOf } from '../src/repositories/sql';

const STREAMS = Number(process.env.STREAMS ?? 1_000);
const PER_MEMBER = 5;
const MEMBERS = Math.ceil(STREAMS / PER_MEMBER);
const READS = Number(process.env.READS ?? 300);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const fmt = ({ p50, p95 }: { p50: number; p95: number }) => `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;

async function freshDatabase(): Promise<string> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = 'receipts_bench_streams';
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
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      SITE_ROOT: 'none',
      SEED_DEMO: 'false',
      WRITE_RATE_LIMIT_PER_USER_PER_MINUTE: '0',
      WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    },
    { databaseUrl: url, notificationStreamsPerMember: PER_MEMBER },
  );

  // MEMBERS members, 500 statements, 200 notifications for each member (on statements by the others).
  await db.execute(sql`INSERT INTO users (email, username, name, email_verified)
    SELECT 'm' || i || '@bench.test', 'm' || i, 'Member ' || i, true FROM generate_series(1, ${MEMBERS}) i`);
  await db.execute(sql`INSERT INTO statements (user_id, statement_type, title, body, outcome)
    SELECT 1 + i % ${MEMBERS}, 'opinion', 'Bench take ' || i, 'b', 'pending' FROM generate_series(1, 500) i`);
  const [{ id: firstStatement }] = await rowsOf<{ id: number }>(db, sql`SELECT min(id)::int AS id FROM statements`);
  await db.execute(sql`INSERT INTO notifications (recipient_id, kind, actor_id, statement_id, group_key)
    SELECT m, 'statement_comment', 1 + (m % ${MEMBERS}), ${firstStatement} + (m * 7 + n) % 500, 'bench:' || m || ':' || n
    FROM generate_series(1, ${MEMBERS}) m, generate_series(1, 200) n`);
  await db.execute(sql`VACUUM ANALYZE`);

  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const sessions = sessionsRepository(db);
  const cookies: string[] = [];
  const bearers: string[] = [];
  for (let member = 1; member <= MEMBERS; member += 1) {
    const { token } = await sessions.create(member);
    cookies.push(token);
    bearers.push((await sessions.issueAccessToken(hashToken(token), 3_600_000)).token);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

  const timed = (method: string, path: string, headers: Record<string, string> = {}, body?: object) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const payload = body ? JSON.stringify(body) : undefined;
      const request = http.request(
        { port, path, method, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            response.statusCode && response.statusCode < 300
              ? resolve(performance.now() - started)
              : reject(new Error(`${path}: ${response.statusCode} ${text.slice(0, 200)}`)),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const markRead = (member: number) =>
    timed('POST', '/api/notifications/read/', { authorization: `Bearer ${bearers[member - 1]}` }, { all: true });
  const statementRead = () => timed('GET', `/api/content-api/statements/${firstStatement + 42}/`);

  const measure = async (label: string) => {
    for (let i = 0; i < 30; i += 1) await markRead(1);
    const reads: number[] = [];
    for (let i = 0; i < READS; i += 1) reads.push(await markRead(1));
    let stop = false;
    const loops = Array.from({ length: 10 }, async (_, index) => {
      while (!stop) await markRead(1 + ((index + 1) % MEMBERS));
    });
    const visitor: number[] = [];
    for (let i = 0; i < 20; i += 1) await statementRead();
    for (let i = 0; i < READS; i += 1) visitor.push(await statementRead());
    stop = true;
    await Promise.all(loops);
    const quiet: number[] = [];
    for (let i = 0; i < READS; i += 1) quiet.push(await statementRead());
    const result = { markRead: summary(reads), visitorDuringMarks: summary(visitor), visitorAlone: summary(quiet) };
    console.log(`${label}: mark-all-read ${fmt(result.markRead)}`);
    console.log(
      `${label}: a visitor's statement read during 10 parallel mark-read loops ${fmt(result.visitorDuringMarks)}; alone ${fmt(result.visitorAlone)}`,
    );
    return result;
  };

  const openStream = (member: number) =>
    new Promise<{ request: http.ClientRequest; ended: () => boolean; events: () => number }>((resolve, reject) => {
      let ended = false;
      let events = 0;
      const request = http.get(
        {
          port,
          path: '/api/notifications/stream/',
          agent: new http.Agent({ keepAlive: false }),
          headers: { cookie: `sessionid=${cookies[member - 1]}` },
        },
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (events += chunk.split('\nevent: ').length - 1 + (chunk.startsWith('event: ') ? 1 : 0)));
          response.on('end', () => (ended = true));
          response.on('close', () => (ended = true));
          resolve({ request, ended: () => ended, events: () => events });
        },
      );
      request.on('error', reject);
    });

  const load = () => `load average ${os.loadavg()[0].toFixed(1)}`;
  console.log(`before: ${load()}`);
  await measure('warm-up, no streams (not counted)');
  const none = await measure('no streams');

  const streams: Awaited<ReturnType<typeof openStream>>[] = [];
  for (let member = 1; member <= MEMBERS; member += 1) for (let tab = 0; tab < PER_MEMBER; tab += 1) streams.push(await openStream(member));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  console.log(`${streams.length} streams open (${MEMBERS} members × ${PER_MEMBER}); ${load()}`);
  const withStreams = await measure(`${streams.length} streams`);
  const alive = streams.filter((stream) => !stream.ended()).length;
  console.log(
    `streams still open after the runs: ${alive}; member 1's streams got ${streams
      .slice(0, PER_MEMBER)
      .map((s) => s.events())
      .join(', ')} events`,
  );

  // 3. One member asks for 400 streams.
  const greedy: Awaited<ReturnType<typeof openStream>>[] = [];
  for (let i = 0; i < 400; i += 1) greedy.push(await openStream(MEMBERS));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const greedyOpen = [...streams.slice(-PER_MEMBER), ...greedy].filter((stream) => !stream.ended()).length;
  console.log(`one member asked for 400 more streams: ${greedyOpen} of theirs stay open`);

  // The same with every stream closed again, so a load change during the run shows.
  for (const stream of [...streams, ...greedy]) stream.request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const noneAgain = await measure('no streams again');
  const ratios = (pick: (result: typeof none) => number) =>
    `${(pick(withStreams) / pick(none)).toFixed(2)}× the first no-streams pass, ${(pick(withStreams) / pick(noneAgain)).toFixed(2)}× the second`;
  console.log(`mark-all-read p50 with ${streams.length} streams: ${ratios((result) => result.markRead.p50)} (goal ≤ 2×)`);
  console.log(
    `a visitor's statement read p50 during mark-reads with streams: ${ratios((result) => result.visitorDuringMarks.p50)}; ${load()}`,
  );

  agent.destroy();
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
