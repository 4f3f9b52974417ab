/**
 * Receipts-for-pundits benchmark: the commentators' leaderboard and a pundit's record on PostgreSQL, with 1,000,000
 * statements of which 100,000 are receipts of 300 pundits (200 commentators, 50 podcasts, 50 shows; 80% of sources
 * confirmed, 7 in 10 receipts resolved, over two years). Each case runs the repository's own queries (no page cache),
 * sequentially, and prints p50/p99 and the EXPLAIN (ANALYZE) plan of its query.
 *
 *   npm run bench:pundits -w api                       # reuses an already seeded database
 *   npm run bench:pundits -w api -- --reseed --statements=1000000 --receipts=100000 --runs=200
 *
 * Its own database, receipts_bench_pundits, on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import type { LeaderboardWindow } from '@receipts/contract';
import { openDatabase, type Db } from '../src/db';
import { punditRecordsRepository } from '../src/domains/track-record/data/pundit-records';
import { rowsOf } from '../src/repositories/sql';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const STATEMENTS = Number(args.statements ?? 1_000_000);
const RECEIPTS = Number(args.receipts ?? 100_000);
const RUNS = Number(args.runs ?? 200);
const TARGET_P99_MS = 25;
const NAME = 'receipts_bench_pundits';
const ADMIN = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLOCK = { timeZone: 'UTC', now: () => new Date('2026-11-22T12:00:00Z') };

async function ensureDatabase(): Promise<{ url: string; fresh: boolean }> {
  const admin = new Client({ connectionString: ADMIN });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [NAME])).rowCount;
  if (exists && args.reseed) await admin.query(`DROP DATABASE ${NAME} WITH (FORCE)`);
  const fresh = !exists || Boolean(args.reseed);
  if (fresh) await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  const url = new URL(ADMIN);
  url.pathname = `/${NAME}`;
  return { url: url.toString(), fresh };
}

/** Set-based INSERT … SELECT generate_series; the last RECEIPTS statements are receipts. */
async function seed(db: Db) {
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(query);
    console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  await db.execute(sql`SET session_replication_role = replica`);
  await db.execute(sql.raw(`SET synchronous_commit = off`));
  await step(
    'users',
    sql`INSERT INTO users (email, username, name, email_verified) SELECT 'u' || g || '@bench.test', 'u' || g, 'User ' || g, true FROM generate_series(1, 10000) g`,
  );
  await step(
    'commentators',
    sql`INSERT INTO commentators (slug, name) SELECT 'c' || g, 'Commentator ' || g FROM generate_series(1, 200) g`,
  );
  await step('podcasts', sql`INSERT INTO podcasts (slug, name) SELECT 'p' || g, 'Podcast ' || g FROM generate_series(1, 50) g`);
  await step('shows', sql`INSERT INTO shows (slug, name) SELECT 's' || g, 'Show ' || g FROM generate_series(1, 50) g`);
  const plain = STATEMENTS - RECEIPTS;
  await step(
    `${plain} statements`,
    sql`INSERT INTO statements (user_id, statement_type, title, body, league, outcome, created_at)
        SELECT 1 + g % 10000, CASE WHEN g % 2 = 0 THEN 'prediction' ELSE 'opinion' END, 'Statement ' || g, 'Body',
               (ARRAY['NBA','NFL','MLB','NHL'])[1 + g % 4], CASE WHEN g % 2 = 0 THEN 'pending' ELSE 'not_applicable' END,
               timestamptz '2026-11-22' - (g || ' minutes')::interval
        FROM generate_series(1, ${plain}) g`,
  );
  // Receipt g: kind by g % 10 (7 commentator, 2 podcast, 1 show), pundit by g / 10 (evenly spread), outcome 3 correct / 3 incorrect /
  // 1 push / 3 pending in 10, source confirmed unless g % 5 = 0, resolved within two years before 2026-11-22.
  await step(
    `${RECEIPTS} receipts`,
    sql`INSERT INTO statements (user_id, statement_type, title, body, league, prediction_choice, event_date, outcome, resolved_at,
                                created_at, said_by_kind, said_by_id, source_url, said_at, source_status)
        SELECT 1 + g % 10000, 'prediction', 'Receipt ' || g, 'Body', (ARRAY['NBA','NFL','MLB','NHL'])[1 + (g / 7) % 4], 'Yes',
               date '2026-11-21' - (g % 730), o.outcome,
               CASE WHEN o.outcome = 'pending' THEN NULL ELSE timestamptz '2026-11-22' - ((g % 730) || ' days')::interval END,
               timestamptz '2026-11-22' - ((g % 730 + 3) || ' days')::interval,
               k.kind, k.id, 'https://example.com/r/' || g, date '2026-11-21' - (g % 730 + 3),
               CASE WHEN g % 5 = 0 THEN 'unconfirmed' ELSE 'confirmed' END
        FROM generate_series(1, ${RECEIPTS}) g
        CROSS JOIN LATERAL (SELECT (ARRAY['correct','incorrect','correct','push','incorrect','pending','correct','incorrect','pending','pending'])[1 + (g * 7919) % 10] AS outcome) o
        CROSS JOIN LATERAL (SELECT CASE WHEN g % 10 < 7 THEN 'commentator' WHEN g % 10 < 9 THEN 'podcast' ELSE 'show' END AS kind,
                                   1 + (g / 10) % (CASE WHEN g % 10 < 7 THEN 200 ELSE 50 END) AS id) k`,
  );
  // The visibility map too: the record and board queries are index-only scans (statements_receipts_scored_idx).
  await step('vacuum analyze', sql`VACUUM ANALYZE statements`);
  // The triggers were off for the load: the pundits' all-time boards from scratch (migration 0017).
  await step('pundit boards', sql`SELECT pundit_boards_refill()`);
  await step('analyze pundit boards', sql`ANALYZE pundit_boards`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(label: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    await run(i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  ${p99 <= TARGET_P99_MS ? 'ok' : `OVER ${TARGET_P99_MS} ms`}`,
  );
}

async function main() {
  const { url, fresh } = await ensureDatabase();
  const database = openDatabase({ url });
  await database.migrate();
  const db = database.db;
  const [{ n }] = await rowsOf<{ n: string }>(db, sql`SELECT count(*) AS n FROM statements`);
  if (fresh || Number(n) === 0) {
    console.log(`seeding ${NAME}: ${STATEMENTS} statements, ${RECEIPTS} receipts`);
    await seed(db);
  }
  const repo = punditRecordsRepository(db, CLOCK, 5);
  const windows: LeaderboardWindow[] = ['all', 'season', '30d', '7d'];
  console.log(`\n${RUNS} runs each (PostgreSQL, ${NAME})`);
  const live = punditRecordsRepository(db, CLOCK, 5, undefined, { aggregates: false });
  const [fromBoards, fromReceipts] = [
    await repo.leaderboard('commentator', 'all', undefined, 1, 100),
    await live.leaderboard('commentator', 'all', undefined, 1, 100),
  ];
  if (JSON.stringify(fromBoards) !== JSON.stringify(fromReceipts)) throw new Error('pundit_boards differ from the live board');
  await measure('commentators leaderboard, all time', () => repo.leaderboard('commentator', 'all', undefined, 1, 100));
  await measure('commentators leaderboard, all time, live', () => live.leaderboard('commentator', 'all', undefined, 1, 100));
  await measure('commentators leaderboard, windows × leagues', (i) =>
    repo.leaderboard('commentator', windows[i % 4], i % 3 ? undefined : 'NBA', 1, 100),
  );
  await measure('podcasts leaderboard, all time', () => repo.leaderboard('podcast', 'all', undefined, 1, 100));
  await measure('a commentator’s record, all time', (i) => repo.record('commentator', `c${1 + (i % 200)}`, 'all', undefined));
  await measure('a commentator’s record, 30 days, NBA', (i) => repo.record('commentator', `c${1 + (i % 200)}`, '30d', 'NBA'));
  const plan = await rowsOf<{ 'QUERY PLAN': string }>(
    db,
    sql`EXPLAIN (ANALYZE, BUFFERS) SELECT s.said_by_id, count(*) FROM statements s
        WHERE s.said_by_kind = 'commentator' AND s.source_status = 'confirmed' AND s.outcome IN ('correct', 'incorrect', 'push')
          AND s.statement_type = 'prediction' GROUP BY s.said_by_id`,
  );
  console.log(`\nleaderboard aggregate plan:\n${plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
