/**
 * API benchmark: seeds PostgreSQL (1,000,000 statements, 5,000,000 votes, 1,000,000 comments, in database
 * receipts_bench) and PGlite (100,000 statements), starts the real server on 127.0.0.1 for each, and measures
 * the feed, filters, detail, comments, vote toggle, and the track record (leaderboards, a user's record,
 * a staff outcome change with its aggregate update) with autocannon. Prints p50/p99 latency, req/s and the
 * EXPLAIN (ANALYZE, BUFFERS) plan of every query each case runs, flagging any sequential scan.
 *
 *   npm run bench -w api                      # both databases (reuses an already seeded bench database)
 *   npm run bench -w api -- --only=postgres   # or --only=pglite; --reseed rebuilds the data; --duration=10
 *   npm run bench -w api -- --cases=comments  # only the cases whose names contain a word; --rounds=3
 *
 * Environment: BENCH_DATABASE_URL (an admin URL on the PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres).
 * The latest run is also written to bench/last-run.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { Client } from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect as PgDialectForLabels } from 'drizzle-orm/pg-core';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardWindow } from '@receipts/contract';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db';
import { commentsOfStatementSql, viewerCommentVotesSql } from '../src/domains/statements/data/comments';
import { outcomesRepository } from '../src/domains/statements/data/outcomes';
import { holdRolled } from '../src/domains/track-record/data/score-aggregates';
import { sessionsRepository, hashToken } from '../src/repositories/sessions';
import { rowsOf } from '../src/repositories/sql';
import { listStatementsSql, statementByIdSql, type StatementFilters } from '../src/domains/statements/data/statements';
import type { KeysetPosition } from '../src/domains/statements/data/statement-pages';
import { encodeCursor } from '../src/domains/statements/routes/statement-cursor';
import { rankBoardSql } from '../src/domains/track-record/data/rank-index';
import { trackRecordsRepository } from '../src/domains/track-record/data/track-records';
import { voteSql } from '../src/domains/statements/data/votes';
import { dayIn } from '../src/domains/track-record/data/days';
import { BUSY_COMMENTS, SCALES, busyStatementId, seedBench, type Scale } from './seed';
import { searchCases } from './search-cases';
import { prepareTrending, trendingCases, type TrendingBench } from './trending-cases';

const API_DIR = path.resolve(__dirname, '..');
const DATA_DIR = path.join(__dirname, '.data');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const DURATION = Number(args.duration ?? 10);
const WARMUP = Number(args.warmup ?? 2);
const CONNECTIONS = Number(args.connections ?? 10);
/** Every case runs this many times, interleaved (round 1 of every case, then round 2, …): the machine is shared. */
const ROUNDS = Number(args.rounds ?? 3);
const TARGET = { p99: 25, rps: 1500 };
/** Resolving an outcome (the request, aggregates included) has a p99 target only. */
const RESOLVE_TARGET_P99 = 20;
const CONFIG = loadConfig();
const TIME_ZONE = CONFIG.trackRecordTimeZone;
const MIN_RESOLVED = CONFIG.minResolvedToRank;
const out: string[] = [];
/** The servers' SECRET_KEY, so the bench can sign the cursor of a deep page. */
const BENCH_SECRET = process.env.SECRET_KEY || 'bench-secret-key';
/** Where page 500 of the feed starts (the last row of page 499), read from the seeded database. */
let deepPosition: KeysetPosition | null = null;

async function prepareDeepPosition(db: Db): Promise<void> {
  const [row] = (await rowsOf(
    db,
    sql`SELECT created_at::text AS key, id FROM statements WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC OFFSET ${499 * 10 - 1} LIMIT 1`,
  )) as { key: string; id: string | number }[];
  deepPosition = row ? { key: String(row.key), id: Number(row.id) } : null;
}
const log = (line = '') => {
  console.log(line);
  out.push(line);
};

interface Explained {
  label: string;
  query: SQL;
  /** Writes are EXPLAIN ANALYZEd inside a transaction that is rolled back. */
  write?: boolean;
}
/** The SQL one repository call sent, in order (captured by running it against a recording executor). */
type Recorded = SQL[];
interface Case {
  name: string;
  read: boolean;
  /** Not a product case: a reference point for this machine (no target). */
  baseline?: boolean;
  method?: 'GET' | 'POST' | 'PATCH';
  /** Concurrent connections for this case (default --connections, 10). */
  connections?: number;
  /** A write with a latency target (p99 ms only). */
  writeTargetP99?: number;
  /** A read whose target is a p99 latency only (search), not the feed's req/s as well. */
  readTargetP99?: number;
  /** EXPLAIN every query of the case in one transaction, in order, then roll back (a write's steps depend on each other). */
  oneTransaction?: boolean;
  path: () => string;
  headers?: () => Record<string, string>;
  body?: () => string;
  explain: Explained[];
}
interface Measured {
  name: string;
  read: boolean;
  baseline?: boolean;
  /** Medians over the rounds. */
  p50: number;
  p99: number;
  rps: number;
  /** The round with the most requests per second. */
  best: { p99: number; rps: number };
  non2xx: number;
  errors: number;
  seqScans: number;
  writeTargetP99?: number;
  readTargetP99?: number;
  /** The machine's 1-minute load average when the case ended (2 cores, shared with other work). */
  load: number;
}

const listUrl = (query: string) => `/api/content-api/statements/${query ? `?${query}` : ''}`;
const list = (filters: Partial<StatementFilters>): StatementFilters => ({ sort: 'created_at', page: 1, perPage: 10, ...filters });
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const randomId = (max: number) => 1 + Math.floor(Math.random() * max);

/** A new session for the user and an hour's bearer access token under it (the bearer is never the session itself). */
async function bearerFor(db: Db, userId: number): Promise<string> {
  const sessions = sessionsRepository(db);
  const { token } = await sessions.create(userId);
  return (await sessions.issueAccessToken(hashToken(token), 60 * 60 * 1000)).token;
}

function sessionLookupSql(token: string): SQL {
  return sql`SELECT u.*, s.id AS session_id, a.expires_at FROM access_tokens a JOIN sessions s ON s.id = a.session_id
             JOIN users u ON u.id = s.user_id
             WHERE a.id = ${hashToken(token)} AND a.expires_at > now() AND s.expires_at > now() LIMIT 1`;
}

/** What the track-record cases need: their captured queries, the staff session and the predictions to flip. */
interface TrackBench {
  staffToken: string;
  /** Scored, locked predictions and the outcome each has now (the resolve case flips them in turn). */
  flips: { id: number; outcome: 'correct' | 'incorrect' }[];
  /** Odd user numbers post the predictions: every one of them is ranked on the all-time board. */
  rankedUsers: number;
  leaderboard: Map<string, Recorded>;
  record: Recorded;
  resolve: Recorded;
}

function cases(scale: Scale, ownerToken: string, voterTokens: string[], track: TrackBench): Case[] {
  // --cases=comments,detail keeps only the cases whose names contain one of those words.
  const wanted = args.cases ? String(args.cases).split(',') : null;
  return allCases(scale, ownerToken, voterTokens, track).filter((c) => !wanted || wanted.some((word) => c.name.includes(word)));
}

const firstWords = (query: SQL) => new PgDialectForLabels().sqlToQuery(query).sql.replace(/\s+/g, ' ').trim().slice(0, 90);

const recordedExplains = (queries: Recorded, write = false): Explained[] =>
  queries.map((query, index) => ({ label: `${index + 1}. ${firstWords(query)}…`, query, write }));

function trackCases(scale: Scale, track: TrackBench): Case[] {
  const boards: { window: LeaderboardWindow; league?: string; label: string }[] = [
    { window: 'all', label: 'all time' },
    { window: 'all', league: 'NBA', label: 'all time, NBA' },
    { window: '30d', label: '30 days' },
    { window: '30d', league: 'NBA', label: '30 days, NBA' },
  ];
  let cursor = 0;
  let flip = track.flips[0];
  return [
    ...boards.map((b): Case => ({
      name: `leaderboard page 1 (${b.label}; ${LEADERBOARD_PAGE_SIZE} rows), visitor`,
      read: true,
      path: () => `/api/leaderboards/?window=${b.window}${b.league ? `&league=${b.league}` : ''}`,
      explain: recordedExplains(track.leaderboard.get(`${b.window} ${b.league ?? '*'}`) ?? []),
    })),
    {
      name: 'user record (all time, random ranked user of 5,000)',
      read: true,
      path: () => `/api/users/bench_${1 + 2 * Math.floor(Math.random() * Math.ceil(scale.users / 2))}/record/`,
      explain: recordedExplains(track.record),
    },
    ...[1, CONNECTIONS].map((connections): Case => ({
      name:
        `resolve outcome, ${connections === 1 ? 'one staff member at a time (1 connection)' : `${connections} concurrent staff requests`}: ` +
        `PATCH flipping correct ↔ incorrect on ${track.flips.length.toLocaleString()} locked predictions, aggregates updated in the request`,
      read: false,
      connections,
      writeTargetP99: connections === 1 ? RESOLVE_TARGET_P99 : undefined,
      method: 'PATCH',
      // path() then body() for each request: path picks the next prediction, body flips its outcome.
      path: () => {
        flip = track.flips[cursor++ % track.flips.length];
        return `/api/content-api/statements/${flip.id}/outcome/`;
      },
      headers: () => ({ authorization: `Bearer ${track.staffToken}`, 'content-type': 'application/json' }),
      body: () => {
        flip.outcome = flip.outcome === 'correct' ? 'incorrect' : 'correct';
        return JSON.stringify({ outcome: flip.outcome });
      },
      oneTransaction: true,
      explain: connections === 1 ? recordedExplains(track.resolve, true) : [],
    })),
  ];
}

function allCases(scale: Scale, ownerToken: string, voterTokens: string[], track: TrackBench): Case[] {
  const N = scale.statements;
  const busy = busyStatementId(scale);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const sampleId = Math.floor(N / 3);
  return [
    { name: 'baseline: catalogue (no database, 5 KB)', read: true, baseline: true, path: () => '/api/content-api/catalog/', explain: [] },
    {
      name: 'feed page 1',
      read: true,
      path: () => listUrl('page=1'),
      explain: [{ label: 'page', query: listStatementsSql(list({}), null) }],
    },
    {
      name: 'feed page 500',
      read: true,
      path: () => listUrl('page=500'),
      explain: [{ label: 'page', query: listStatementsSql(list({ page: 500 }), null) }],
    },
    // The same pages by keyset cursor (one row read ahead, as the API does for next_cursor).
    {
      name: 'feed page 1 by cursor',
      read: true,
      path: () => listUrl('cursor=first'),
      explain: [{ label: 'page', query: listStatementsSql(list({ perPage: 11 }), null) }],
    },
    ...(deepPosition
      ? [
          {
            name: 'feed page 500 by cursor',
            read: true,
            path: () => listUrl(`cursor=${encodeCursor(BENCH_SECRET, 'created_at', deepPosition as KeysetPosition)}`),
            explain: [{ label: 'page', query: listStatementsSql(list({ after: deepPosition, perPage: 11 }), null) }],
          } satisfies Case,
        ]
      : []),
    {
      name: 'league + outcome (NBA, correct,incorrect,push)',
      read: true,
      path: () => listUrl('league=NBA&outcome=correct,incorrect,push'),
      explain: [{ label: 'page', query: listStatementsSql(list({ league: 'NBA', outcomes: ['correct', 'incorrect', 'push'] }), null) }],
    },
    {
      name: 'user_id=current',
      read: true,
      path: () => listUrl('user_id=current'),
      headers: () => bearer(ownerToken),
      explain: [
        { label: 'session', query: sessionLookupSql(ownerToken) },
        { label: 'page', query: listStatementsSql(list({ userId: 1 }), 1) },
      ],
    },
    {
      name: 'popular sort',
      read: true,
      path: () => listUrl('sort_by=popular'),
      explain: [{ label: 'page', query: listStatementsSql(list({ sort: 'popular' }), null) }],
    },
    {
      name: 'statement detail (random id)',
      read: true,
      path: () => `/api/content-api/statements/${randomId(N)}/`,
      explain: [{ label: 'detail', query: statementByIdSql(sampleId, null) }],
    },
    {
      name: `comments of a busy statement (${BUSY_COMMENTS} comments, nested), visitor`,
      read: true,
      path: () => `/api/content-api/statements/${busy}/comments/`,
      explain: [{ label: 'comments', query: commentsOfStatementSql(busy, null) }],
    },
    {
      name: `comments of the busy statement, signed in (shared thread + the viewer’s votes)`,
      read: true,
      path: () => `/api/content-api/statements/${busy}/comments/`,
      headers: () => bearer(ownerToken),
      explain: [
        { label: 'session', query: sessionLookupSql(ownerToken) },
        { label: 'the viewer’s votes in the thread', query: viewerCommentVotesSql(busy, 1) },
      ],
    },
    {
      name: 'vote toggle (random user, random statement)',
      read: false,
      method: 'POST',
      path: () => '/api/content-api/votes/toggle/',
      headers: () => ({ ...bearer(pick(voterTokens)), 'content-type': 'application/json' }),
      body: () => JSON.stringify({ statement_id: randomId(N), vote_type: Math.random() < 0.7 ? 'upvote' : 'downvote' }),
      explain: [
        { label: 'session', query: sessionLookupSql(voterTokens[0]) },
        { label: 'lock', query: voteSql.lock('statement', sampleId), write: true },
        { label: 'current vote', query: voteSql.current('statement', sampleId, 2) },
        { label: 'insert vote', query: voteSql.insert('statement', sampleId, 9, 'upvote'), write: true },
        { label: 'counters', query: voteSql.counters('statement', sampleId, 1, 0), write: true },
      ],
    },
    ...trackCases(scale, track),
    ...(trendingBench ? trendingCases(trendingBench, () => bearer(ownerToken)) : []),
    ...searchCases(N),
  ];
}

/** The trending and insights cases, once the decay job has scored the seed (prepareTrending). */
let trendingBench: TrendingBench | null = null;

class RollbackCapture extends Error {}

/**
 * An executor that runs every query it is given and remembers it; `transaction` runs in a real transaction that is
 * rolled back when `rollback` is set. Repository reads through it are plain (unprepared) queries, so they are seen.
 */
function recorder(db: Db, rollback: boolean) {
  const queries: SQL[] = [];
  const wrap = (executor: Db): Db =>
    ({
      execute: (query: SQL) => {
        queries.push(query);
        return executor.execute(query);
      },
      transaction: async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
        let result: T | undefined;
        try {
          await executor.transaction(async (tx) => {
            result = await fn(wrap(tx as unknown as Db));
            if (rollback) throw new RollbackCapture();
          });
        } catch (error) {
          if (!(error instanceof RollbackCapture)) throw error;
        }
        return result as T;
      },
    }) as unknown as Db;
  return { db: wrap(db), queries };
}

/** Stages the track-record cases: a staff session, the predictions to flip, and the SQL of each request shape. */
async function prepareTrack(database: Database, scale: Scale): Promise<TrackBench> {
  const db = database.db;
  const staffId = scale.users; // an even user number: posts no predictions
  await db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${staffId}`);
  const staffToken = await bearerFor(db, staffId);
  const clock = { timeZone: TIME_ZONE, now: () => new Date() };
  // A database seeded on an earlier day: bring the 7d/30d boards to today now, not in the first measured request.
  await db.transaction(async (tx) => {
    await holdRolled(tx, TIME_ZONE, dayIn(TIME_ZONE, new Date()));
  });
  // Scored predictions of many different users (a hash of the id picks 1 in 200), locked (event date passed).
  const flipRows = await rowsOf<{ id: string | number; outcome: 'correct' | 'incorrect' }>(
    db,
    sql.raw(`
    SELECT id, outcome FROM statements
    WHERE outcome IN ('correct', 'incorrect') AND deleted_at IS NULL AND event_date < current_date
      AND (hashint4(id::int)::bigint + 2147483648) % 200 = 7
    ORDER BY id LIMIT 2000`),
  );
  const flips = flipRows.map((row) => ({ id: Number(row.id), outcome: row.outcome }));

  const leaderboard = new Map<string, Recorded>();
  for (const window of ['all', '30d'] as const) {
    for (const league of [undefined, 'NBA']) {
      const rec = recorder(db, false);
      const repo = trackRecordsRepository(rec.db, clock, MIN_RESOLVED);
      // The first call of a process and day also checks the roll; page 2 so that page 1 is read, not served from the page cache.
      await repo.leaderboard(window, league, 2, LEADERBOARD_PAGE_SIZE, null);
      rec.queries.length = 0;
      await repo.leaderboard(window, league, 1, LEADERBOARD_PAGE_SIZE, null);
      leaderboard.set(`${window} ${league ?? '*'}`, [...rec.queries]);
    }
  }
  const rec = recorder(db, false);
  const records = trackRecordsRepository(rec.db, clock, MIN_RESOLVED);
  const middle = 2 * Math.floor(scale.users / 4) + 1;
  await records.record(`bench_${middle}`, 'all', undefined);
  rec.queries.length = 0;
  await records.record(`bench_${middle}`, 'all', undefined);
  // Plus what each process reads once per board and boards' generation: the board's ranking order (rank-index.ts).
  const record = [...rec.queries, rankBoardSql({ period: 'all', league: '*' }, MIN_RESOLVED)];

  // One real outcome change, rolled back: the SQL a PATCH runs (row lock, update, audit, aggregates, the answer).
  const capture = recorder(db, true);
  const sample = flips[flips.length >> 1];
  const outcomes = outcomesRepository(capture.db, clock);
  const flipSample = () =>
    outcomes.setOutcome(sample.id, {
      outcome: sample.outcome === 'correct' ? 'incorrect' : 'correct',
      notes: undefined,
      changedBy: staffId,
    });
  // The first change of a process and day also checks the rolling windows (its own transaction): capture the second.
  await flipSample();
  capture.queries.length = 0;
  await flipSample();
  const resolve = [...capture.queries];
  await db.execute(sql.raw('VACUUM ANALYZE score_boards, score_days, score_state, outcome_audit'));
  return { staffToken, flips, rankedUsers: Math.ceil(scale.users / 2), leaderboard, record, resolve };
}

async function explainAll(database: Database, all: Case[]): Promise<Map<string, number>> {
  const seqScans = new Map<string, number>();
  log('\n### Query plans (EXPLAIN ANALYZE, BUFFERS)\n');
  for (const c of all) {
    let count = 0;
    if (c.oneTransaction) await database.db.execute(sql`BEGIN`);
    for (const e of c.explain) {
      const query = sql`EXPLAIN (ANALYZE, BUFFERS) ${e.query}`;
      let rows: Record<string, string>[];
      if (e.write && !c.oneTransaction) {
        await database.db.execute(sql`BEGIN`);
        try {
          rows = await rowsOf(database.db, query);
        } finally {
          await database.db.execute(sql`ROLLBACK`);
        }
      } else {
        rows = await rowsOf(database.db, query);
      }
      const plan = rows.map((row) => row['QUERY PLAN']);
      const seq = plan.map((line) => /Seq Scan on (\S+)/.exec(line)?.[1]).filter((table): table is string => !!table);
      count += seq.length;
      log(`#### ${c.name}: ${e.label}${seq.length ? `  ⚠ Seq Scan on ${seq.join(', ')}` : ''}\n\n\`\`\`\n${plan.join('\n')}\n\`\`\``);
    }
    if (c.oneTransaction) await database.db.execute(sql`ROLLBACK`);
    seqScans.set(c.name, count);
  }
  return seqScans;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let running: ChildProcess | null = null;
process.on('exit', () => running?.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running?.kill('SIGKILL');
    process.exit(130);
  });
}

async function startServer(
  env: Record<string, string>,
  script = ['--import', 'tsx', 'src/server.ts'],
): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, script, {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ROOT: 'none',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // A production server refuses to start without an https PUBLIC_ORIGIN; nothing here is e-mailed.
      PUBLIC_ORIGIN: 'https://bench.invalid',
      SECRET_KEY: BENCH_SECRET,
      // Many requests from one address and one staff member: the write limits would measure themselves.
      WRITE_RATE_LIMIT_PER_USER_PER_MINUTE: '0',
      WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running = child;
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok || (await fetch(`${base}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        running = null;
      }),
  };
}

async function measure(base: string, c: Case, duration: number): Promise<Result> {
  return autocannon({
    url: base,
    connections: c.connections ?? CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: c.method ?? 'GET',
          path: c.path(),
          headers: { ...(request.headers ?? {}), ...(c.headers?.() ?? {}) },
          ...(c.body ? { body: c.body() } : {}),
        }),
      },
    ],
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function runCases(kind: string, base: string, all: Case[], seqScans: Map<string, number>): Promise<Measured[]> {
  const rounds = new Map<Case, { result: Result; load: number }[]>(all.map((c) => [c, []]));
  for (const c of all) await measure(base, c, WARMUP);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of all) {
      const result = await measure(base, c, DURATION);
      rounds.get(c)!.push({ result, load: os.loadavg()[0] });
      console.log(
        `  ${kind} round ${round} ${c.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
      );
    }
  }
  return all.map((c) => {
    const runs = rounds.get(c)!;
    const best = runs.reduce((a, b) => (b.result.requests.average > a.result.requests.average ? b : a));
    return {
      name: c.name,
      read: c.read,
      baseline: c.baseline,
      p50: median(runs.map((r) => r.result.latency.p50)),
      p99: median(runs.map((r) => r.result.latency.p99)),
      rps: median(runs.map((r) => r.result.requests.average)),
      best: { p99: best.result.latency.p99, rps: best.result.requests.average },
      non2xx: runs.reduce((sum, r) => sum + r.result.non2xx, 0),
      errors: runs.reduce((sum, r) => sum + r.result.errors + r.result.timeouts, 0),
      seqScans: seqScans.get(c.name) ?? 0,
      writeTargetP99: c.writeTargetP99,
      readTargetP99: c.readTargetP99,
      load: runs.reduce((sum, r) => sum + r.load, 0) / runs.length,
    };
  });
}

function table(kind: string, scale: Scale, measured: Measured[], targeted = true) {
  log(
    `\n### ${kind}: ${scale.statements.toLocaleString()} statements, ${(scale.statements * scale.votesPerStatement).toLocaleString()} votes, ${scale.comments.toLocaleString()} comments\n`,
  );
  log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s per case after a ${WARMUP} s warm-up, ${ROUNDS} interleaved rounds: ` +
      `medians, and the best round. Target for reads (PostgreSQL): p99 < ${TARGET.p99} ms and ≥ ${TARGET.rps} req/s.\n`,
  );
  log('| case | p50 ms | p99 ms | req/s | best round: p99 ms / req/s | non-2xx | errors | seq scans | load avg | read target |');
  log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const m of measured) {
    const meets = (p99: number, rps: number) => p99 < TARGET.p99 && rps >= TARGET.rps;
    const met = m.baseline
      ? 'baseline'
      : !m.read && m.writeTargetP99 !== undefined
        ? !targeted
          ? 'n/a (targets are for PostgreSQL)'
          : m.p99 < m.writeTargetP99
            ? `met (p99 < ${m.writeTargetP99} ms)`
            : m.best.p99 < m.writeTargetP99
              ? `met in the best round only (p99 < ${m.writeTargetP99} ms)`
              : `MISSED (p99 < ${m.writeTargetP99} ms)`
        : !m.read
          ? 'n/a (write)'
          : !targeted
            ? 'n/a (targets are for PostgreSQL)'
            : m.readTargetP99 !== undefined
              ? m.p99 < m.readTargetP99
                ? `met (p99 < ${m.readTargetP99} ms)`
                : m.best.p99 < m.readTargetP99
                  ? `met in the best round only (p99 < ${m.readTargetP99} ms)`
                  : `MISSED (p99 < ${m.readTargetP99} ms)`
              : meets(m.p99, m.rps)
                ? 'met'
                : meets(m.best.p99, m.best.rps)
                  ? 'met in the best round only'
                  : 'MISSED';
    log(
      `| ${m.name} | ${m.p50} | ${m.p99} | ${Math.round(m.rps)} | ${m.best.p99} / ${Math.round(m.best.rps)} | ${m.non2xx} | ${m.errors} | ${m.seqScans} | ${m.load.toFixed(1)} | ${met} |`,
    );
  }
}

async function prepareSessions(database: Database, voters: number, users: number): Promise<{ owner: string; voterTokens: string[] }> {
  // A realistic sessions table (one live session per user), so its lookups are planned as in production.
  await database.db.execute(sql`DELETE FROM sessions`);
  await database.db.execute(
    sql.raw(`
    INSERT INTO sessions (id, user_id, expires_at)
    SELECT md5('bench-session-' || g) || md5('padding-' || g), g, now() + interval '14 days' FROM generate_series(1, ${users}) g`),
  );
  // Earlier runs' vote toggles leave updated statement pages off the visibility map (index-only scans then
  // visit the heap) until autovacuum gets to them: start every run from the vacuumed state.
  await database.db.execute(sql.raw('VACUUM ANALYZE sessions, statements, votes, comments, comment_votes'));
  const owner = await bearerFor(database.db, 1);
  const voterTokens: string[] = [];
  for (let userId = 2; userId < 2 + voters; userId++) voterTokens.push(await bearerFor(database.db, userId));
  return { owner, voterTokens };
}

async function benchPostgres(): Promise<void> {
  const scale = SCALES.postgres;
  const admin = args.url ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // --db=<name> benches another database (two people benching one server must not drop each other's).
  const name = String(args.db ?? 'receipts_bench');
  const marker = `receipts bench v4 (track record, search): ${JSON.stringify(scale)}`;
  const adminClient = new Client({ connectionString: admin });
  await adminClient.connect();
  const existing = await adminClient.query(`SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`, [
    name,
  ]);
  const reuse = existing.rows[0]?.note === marker && args.reseed !== 'true';
  if (!reuse) {
    await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminClient.query(`CREATE DATABASE ${name}`);
  }
  const version = (await adminClient.query('SHOW server_version')).rows[0].server_version;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // One connection for the bench's own work: SETs and BEGIN/ROLLBACK stick.
  const database = openDatabase({ url: url.toString(), poolSize: 1 });
  await database.migrate();
  if (!reuse) {
    const started = Date.now();
    console.log(`Seeding PostgreSQL ${version} database ${name}…`);
    await seedBench(database.db, scale, console.log, TIME_ZONE, dayIn(TIME_ZONE, new Date()));
    await adminClient.query(`COMMENT ON DATABASE ${name} IS '${marker.replace(/'/g, "''")}'`);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else {
    console.log(`Reusing the seeded database ${name} (--reseed rebuilds it)`);
  }
  await adminClient.end();
  const { owner, voterTokens } = await prepareSessions(database, 200, scale.users);
  trendingBench = await prepareTrending(database.db, TIME_ZONE, console.log);
  await prepareDeepPosition(database.db);
  const all = cases(scale, owner, voterTokens, await prepareTrack(database, scale));
  log(`\n## PostgreSQL ${version}`);
  const seqScans = await explainAll(database, all);
  await database.close();

  const server = await startServer({ DATABASE_URL: url.toString() });
  let measured: Measured[];
  let payloadFile: string;
  try {
    measured = await runCases('postgres', server.base, all, seqScans);
    payloadFile = path.join(DATA_DIR, 'busy-comments.json');
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(
      payloadFile,
      await (await fetch(`${server.base}/api/content-api/statements/${busyStatementId(scale)}/comments/`)).text(),
    );
  } finally {
    await server.stop();
  }
  if (
    args.cases &&
    !String(args.cases)
      .split(',')
      .some((word) => 'baseline'.includes(word))
  )
    return table('PostgreSQL', scale, measured);
  // The same bytes as the busy thread, from a bare Fastify with no database: this machine's ceiling for them.
  const kb = Math.round(fs.statSync(payloadFile).size / 1024);
  const bare = await startServer({ PAYLOAD_FILE: payloadFile }, ['bench/static-server.mjs']);
  try {
    const ceiling: Case = {
      name: `baseline: bare Fastify sending the same ${kb} KB thread (no database)`,
      read: true,
      baseline: true,
      path: () => '/payload',
      explain: [],
    };
    measured.push(...(await runCases('postgres', bare.base, [ceiling], seqScans)));
  } finally {
    await bare.stop();
  }
  table('PostgreSQL', scale, measured);
}

async function benchPglite(): Promise<void> {
  const scale = SCALES.pglite;
  const dir = path.join(DATA_DIR, 'pglite-100k');
  const ready = path.join(dir, 'READY');
  const marker = `v4 ${JSON.stringify(scale)}`;
  const reuse = fs.existsSync(ready) && fs.readFileSync(ready, 'utf8') === marker && args.reseed !== 'true';
  if (!reuse) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const database = openDatabase({ dataDir: dir });
  await database.migrate();
  if (!reuse) {
    const started = Date.now();
    console.log('Seeding PGlite…');
    await seedBench(database.db, scale, console.log, TIME_ZONE, dayIn(TIME_ZONE, new Date()));
    fs.writeFileSync(ready, marker);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const { owner, voterTokens } = await prepareSessions(database, 200, scale.users);
  trendingBench = await prepareTrending(database.db, TIME_ZONE, console.log);
  await prepareDeepPosition(database.db);
  const all = cases(scale, owner, voterTokens, await prepareTrack(database, scale));
  log('\n## PGlite (embedded, in the server process)');
  const seqScans = await explainAll(database, all);
  await database.close(); // one process at a time may open a PGlite folder

  const server = await startServer({ DATA_DIR: dir });
  try {
    table('PGlite', scale, await runCases('pglite', server.base, all, seqScans), false);
  } finally {
    await server.stop();
  }
}

async function main() {
  log(`# Benchmark run ${new Date().toISOString()}`);
  log(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (args.only !== 'pglite') await benchPostgres();
  if (args.only !== 'postgres') await benchPglite();
  fs.writeFileSync(path.join(__dirname, 'last-run.md'), `${out.join('\n')}\n`);
  console.log(`\nWritten to ${path.join(__dirname, 'last-run.md')}`);
}

main().catch((error) => {
  console.error(error);
  running?.kill('SIGKILL');
  process.exit(1);
});
