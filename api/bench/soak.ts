/**
 * Soak benchmark: the real server (src/server.ts, NODE_ENV=production) on PostgreSQL, driven for a
 * bounded time by autocannon at 50 connections with a mix of reads and writes; prints req/s, latency, errors per
 * kind of request and the server's RSS at start, peak and end, then checks that every vote and comment counter
 * equals its rows (exit 1 on a mismatch or on any 5xx).
 *
 *   npm run soak -w api                                  # 10 minutes, 50 connections
 *   npm run soak -w api -- --duration=60                 # or SOAK_DURATION=60 (seconds); --connections=50
 *
 * Database: receipts_soak on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
 * recreated and seeded each run (SOAK_SCALE below). Write rate limits are off for the run (every request comes
 * from 127.0.0.1: the per-IP limit would turn most writes away); the sign-ins go through the real login.
 */
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { ROUTES, fillPath } from '@receipts/contract';
import { hashPassword } from '../src/domains/accounts/data/passwords';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { rowsOf } from '../src/repositories/sql';
import { dayIn } from '../src/domains/track-record/data/days';
import { browserClient } from '../src/test/browser-client';
import { startServerProcess } from '../src/test/server-process';
import { seedBench, type Scale } from './seed';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const DURATION = Number(args.duration ?? process.env.SOAK_DURATION ?? 600);
const CONNECTIONS = Number(args.connections ?? 50);
const SOAK_SCALE: Scale = { statements: 100_000, users: 2_000, votesPerStatement: 5, comments: 100_000 };
const SIGNED_IN = 50;
const PASSWORD = 'soak-password-2026';
const ZONE = loadConfig().trackRecordTimeZone;

/**
 * The mix: weights out of 100. Reads as a visitor; writes by one of SIGNED_IN users (bearer, as the browser's client).
 */
const MIX: { kind: string; weight: number; write: boolean }[] = [
  { kind: 'feed page', weight: 35, write: false },
  { kind: 'statement detail', weight: 14, write: false },
  { kind: 'comments', weight: 10, write: false },
  { kind: 'leaderboard', weight: 4, write: false },
  { kind: 'user record', weight: 5, write: false },
  { kind: 'vote toggle', weight: 14, write: true },
  { kind: 'comment', weight: 8, write: true },
  { kind: 'comment vote', weight: 6, write: true },
  { kind: 'new statement', weight: 4, write: true },
];

const rand = (n: number) => 1 + Math.floor(Math.random() * n);
const rssOf = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<number> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = 'receipts_soak';
  const adminClient = new Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 1 });
  await database.migrate();
  console.log(`Seeding ${name}: ${SOAK_SCALE.statements.toLocaleString()} statements, ${SOAK_SCALE.users.toLocaleString()} users…`);
  await seedBench(database.db, SOAK_SCALE, (line) => console.log(line), ZONE, dayIn(ZONE, new Date()));
  const passwordHash = await hashPassword(PASSWORD);
  await database.db.execute(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id <= ${SIGNED_IN}`);

  const server = await startServerProcess({
    DATABASE_URL: url.toString(),
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://soak.invalid',
    SECRET_KEY: 'soak-secret-key',
    SITE_ROOT: 'none',
    SEED_DEMO: 'false',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    TEST_ENDPOINTS: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    WRITE_RATE_LIMIT_PER_USER_PER_MINUTE: '0',
    WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    PG_POOL_SIZE: '10',
  });
  const pid = server.child.pid as number;
  let code = 0;
  try {
    // Sign in through the real login (CSRF as the browser does); the answer's token is what clients send as a bearer.
    const tokens: string[] = [];
    for (let id = 1; id <= SIGNED_IN; id++) {
      const client = browserClient(server.base);
      const answer = await client.write<{ token: string }>('POST', ROUTES.auth.login.path, {
        email: `bench${id}@bench.test`,
        password: PASSWORD,
      });
      if (answer.status !== 200) throw new Error(`login of bench${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
      tokens.push(answer.body.token);
    }
    const rssStart = rssOf(pid);
    let rssPeak = rssStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), 2_000);
    const byKind = new Map<string, Map<number, number>>(MIX.map((m) => [m.kind, new Map()]));
    const N = SOAK_SCALE.statements;
    const total = MIX.reduce((sum, m) => sum + m.weight, 0);
    const pickKind = () => {
      let at = Math.random() * total;
      for (const m of MIX) if ((at -= m.weight) < 0) return m;
      return MIX[0];
    };
    const json = (token: string, body: unknown) => ({
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      method: 'POST',
    });
    console.log(
      `Soak: ${DURATION} s, ${CONNECTIONS} connections, server pid ${pid}, RSS ${mb(rssStart)}, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const started = Date.now();
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 30,
      requests: [
        {
          setupRequest: (request, context) => {
            const m = pickKind();
            context.kind = m.kind;
            const token = tokens[rand(tokens.length) - 1];
            const id = rand(N);
            switch (m.kind) {
              case 'feed page':
                return { ...request, method: 'GET', body: undefined, headers: {}, path: `${ROUTES.statements.list.path}?page=${rand(5)}` };
              case 'statement detail':
                return { ...request, method: 'GET', body: undefined, headers: {}, path: fillPath(ROUTES.statements.get.path, { id }) };
              case 'comments':
                return {
                  ...request,
                  method: 'GET',
                  body: undefined,
                  headers: {},
                  path: fillPath(ROUTES.comments.list.path, { id: N - rand(2000) + 1 }),
                };
              case 'leaderboard':
                return {
                  ...request,
                  method: 'GET',
                  body: undefined,
                  headers: {},
                  path: `/api/leaderboards/?window=${Math.random() < 0.5 ? 'all' : '30d'}`,
                };
              case 'user record':
                return {
                  ...request,
                  method: 'GET',
                  body: undefined,
                  headers: {},
                  path: `/api/users/bench_${rand(SOAK_SCALE.users)}/record/`,
                };
              case 'vote toggle':
                return {
                  ...request,
                  path: ROUTES.statements.vote.path,
                  ...json(token, { statement_id: N - rand(5000) + 1, vote_type: Math.random() < 0.7 ? 'upvote' : 'downvote' }),
                };
              case 'comment':
                return {
                  ...request,
                  path: ROUTES.comments.create.path,
                  ...json(token, { statement: N - rand(2000) + 1, text: `Soak comment ${Date.now()}` }),
                };
              case 'comment vote':
                return {
                  ...request,
                  path: fillPath(ROUTES.comments.vote.path, { id: rand(SOAK_SCALE.comments - 1000) }),
                  ...json(token, { vote_type: Math.random() < 0.7 ? 'upvote' : 'downvote' }),
                };
              default:
                return {
                  ...request,
                  path: ROUTES.statements.create.path,
                  ...json(token, { title: `Soak take ${Date.now()}`, body: 'Written by the soak run.', statement_type: 'opinion' }),
                };
            }
          },
          onResponse: (status, _body, context) => {
            const counts = byKind.get(String(context.kind));
            if (counts) counts.set(status, (counts.get(status) ?? 0) + 1);
          },
        },
      ],
    });
    clearInterval(sampler);
    const rssEnd = rssOf(pid);
    rssPeak = Math.max(rssPeak, rssEnd);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `\n## Soak result (${seconds.toFixed(0)} s, ${CONNECTIONS} connections, PostgreSQL, load at the end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})\n`,
    );
    console.log(
      `requests ${result.requests.total.toLocaleString()}, ${Math.round(result.requests.average)} req/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(`server RSS: start ${mb(rssStart)}, peak ${mb(rssPeak)}, end ${mb(rssEnd)}`);
    console.log('\n| request | share | answers by status |\n|---|---:|---|');
    let fivexx = 0;
    for (const m of MIX) {
      const counts = byKind.get(m.kind) as Map<number, number>;
      const all = [...counts.values()].reduce((a, b) => a + b, 0);
      for (const [status, count] of counts) if (status >= 500) fivexx += count;
      console.log(
        `| ${m.kind} | ${m.weight}% | ${
          [...counts]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}: ${count.toLocaleString()}`)
            .join(', ') || '–'
        } (${all.toLocaleString()}) |`,
      );
    }
    if (fivexx) {
      console.log(`\n${fivexx} answers were 5xx.`);
      code = 1;
    }
  } finally {
    await server.stop();
  }

  // The counters against their rows, after the server stopped (nothing in flight).
  const checks: [string, string][] = [
    [
      'statement votes',
      `SELECT s.id, s.upvotes, s.downvotes, s.score, coalesce(v.up, 0) AS up, coalesce(v.down, 0) AS down FROM statements s
       LEFT JOIN (SELECT statement_id, count(*) FILTER (WHERE vote_type = 'upvote') AS up, count(*) FILTER (WHERE vote_type = 'downvote') AS down
                  FROM votes GROUP BY statement_id) v ON v.statement_id = s.id
       WHERE s.upvotes <> coalesce(v.up, 0) OR s.downvotes <> coalesce(v.down, 0) OR s.score <> s.upvotes - s.downvotes`,
    ],
    [
      'statement comment_count',
      `SELECT s.id, s.comment_count, coalesce(c.n, 0) AS rows FROM statements s
       LEFT JOIN (SELECT statement_id, count(*) AS n FROM comments GROUP BY statement_id) c ON c.statement_id = s.id
       WHERE s.comment_count <> coalesce(c.n, 0)`,
    ],
    [
      'comment votes',
      `SELECT c.id, c.upvotes, c.downvotes, coalesce(v.up, 0) AS up, coalesce(v.down, 0) AS down FROM comments c
       LEFT JOIN (SELECT comment_id, count(*) FILTER (WHERE vote_type = 'upvote') AS up, count(*) FILTER (WHERE vote_type = 'downvote') AS down
                  FROM comment_votes GROUP BY comment_id) v ON v.comment_id = c.id
       WHERE c.upvotes <> coalesce(v.up, 0) OR c.downvotes <> coalesce(v.down, 0)`,
    ],
  ];
  console.log('\nCounters against their rows:');
  for (const [label, query] of checks) {
    const bad = await rowsOf(database.db, sql.raw(query));
    console.log(`  ${label}: ${bad.length ? `${bad.length} MISMATCHED, e.g. ${JSON.stringify(bad.slice(0, 5))}` : 'all equal'}`);
    if (bad.length) code = 1;
  }
  const [rows] = await rowsOf<Record<string, string>>(
    database.db,
    sql.raw(
      `SELECT (SELECT count(*) FROM votes) AS votes, (SELECT count(*) FROM comments) AS comments,
            (SELECT count(*) FROM comment_votes) AS comment_votes, (SELECT count(*) FROM statements) AS statements`,
    ),
  );
  console.log(
    `  rows after the run: ${Object.entries(rows)
      .map(([k, v]) => `${k} ${Number(v).toLocaleString()}`)
      .join(', ')}`,
  );
  await database.close();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
