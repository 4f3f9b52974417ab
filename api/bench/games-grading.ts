/**
 * Games benchmark: entering a game's final score grades every pick on it in one transaction (games repository,
 * setResult). On PostgreSQL with 10,000 picks on one game by 5,000 members, each of whom also has a history of
 * resolved predictions (so their records are rebuilt from real rows), it times the first result, a correction that
 * flips most of the picks, and one that flips them back. The target: each at most 2 s. The owners' score_days and
 * boards, and the picks' notifications, are the board-refresh job's right after the grading commits: timed
 * separately, and the aggregates it leaves checked against a rebuild.
 *
 *   npm run bench:games -w api                                   # 10,000 picks, 5,000 members, 40 resolved each
 *   npm run bench:games -w api -- --picks=10000 --users=5000 --history=40 --rounds=3
 *
 * Its own database, receipts_bench_games (made afresh each run), on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db';
import { gamesRepository, settleGradings } from '../src/domains/games/data/games';
import { loadavg } from 'node:os';
import { rebuildAll } from '../src/domains/track-record/data/score-aggregates';
import { rowsOf } from '../src/repositories/sql';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const PICKS = Number(args.picks ?? 10_000);
const USERS = Number(args.users ?? 5_000);
const HISTORY = Number(args.history ?? 40);
const ROUNDS = Number(args.rounds ?? 3);
const TARGET_MS = 2_000;
const NAME = 'receipts_bench_games';
const ADMIN = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLOCK = { timeZone: 'UTC', now: () => new Date('2026-12-02T06:00:00Z') };

async function freshDatabase(): Promise<string> {
  const admin = new Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  const url = new URL(ADMIN);
  url.pathname = `/${NAME}`;
  return url.toString();
}

async function main() {
  const database = openDatabase({ url: await freshDatabase() });
  await database.migrate();
  const db = database.db;
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(query);
    console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  console.log(`seeding: ${USERS} members, ${USERS * HISTORY} resolved predictions, ${PICKS} picks on one game`);
  await step(
    'members and staff',
    sql`INSERT INTO users (email, username, name, email_verified, is_staff)
        SELECT 'u' || g || '@bench.test', 'u' || g, 'User ' || g, true, g = 0 FROM generate_series(0, ${USERS}) g`,
  );
  await step(
    'history',
    sql`INSERT INTO statements (user_id, statement_type, title, body, league, prediction_choice, confidence_level, outcome, created_at, resolved_at)
        SELECT 1 + (g % ${USERS}), 'prediction', 'Old call ' || g, 'b', (ARRAY['NBA','NFL','MLB','NHL'])[1 + g % 4], 'Yes', 1 + g % 10,
               CASE WHEN g % 3 = 0 THEN 'incorrect' ELSE 'correct' END,
               timestamptz '2026-06-01' + (g % 180) * interval '1 day', timestamptz '2026-06-02' + (g % 180) * interval '1 day'
        FROM generate_series(1, ${USERS * HISTORY}) g`,
  );
  const [game] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO games (league, home_team, away_team, starts_at, venue)
        VALUES ('NBA', 'nba-heat', 'nba-celtics', '2026-12-02T00:30:00Z', 'Kaseya Center') RETURNING id`,
  );
  const gameId = Number(game.id);
  // A mix of kinds, sides and lines: winner, spread -3/-2.5/+3.5 and totals around 211.
  await step(
    'picks',
    sql`INSERT INTO statements (user_id, statement_type, title, body, league, prediction_choice, confidence_level, outcome, created_at,
                                game_id, pick_kind, pick_side, pick_line)
        SELECT 1 + (g % ${USERS}), 'prediction', 'Tonight ' || g, 'b', 'NBA', 'pick', 1 + g % 10, 'pending', timestamptz '2026-12-01',
               ${gameId}, (ARRAY['winner','spread','total'])[1 + g % 3],
               CASE WHEN g % 3 = 2 THEN (ARRAY['over','under'])[1 + (g / 3) % 2] ELSE (ARRAY['home','away'])[1 + (g / 3) % 2] END,
               CASE g % 3 WHEN 0 THEN NULL WHEN 1 THEN (ARRAY[-3, -2.5, 3.5])[1 + (g / 6) % 3] ELSE (ARRAY[210.5, 211, 215.5])[1 + (g / 6) % 3] END
        FROM generate_series(1, ${PICKS}) g`,
  );
  await db.transaction((tx) => rebuildAll(tx, CLOCK.timeZone, '2026-12-02'));
  await step('vacuum analyze', sql`VACUUM ANALYZE`);

  const repo = gamesRepository(db, CLOCK);
  const scores: [number, number][] = [
    [107, 104],
    [100, 104],
  ];
  const times: number[] = [];
  const refreshes: number[] = [];
  const load = () => loadavg()[0].toFixed(1);
  for (let round = 0; round < ROUNDS * 2; round += 1) {
    const [home, away] = scores[round % 2];
    const before = load();
    const started = performance.now();
    const result = await repo.setResult(gameId, { home, away }, 1);
    const ms = performance.now() - started;
    times.push(ms);
    // What the board-refresh job does right after the grading commits (the API sends it then): the owners' score_days
    // and boards, then the notifications queued for the fan-out (which the job then writes: not timed here).
    const refreshStarted = performance.now();
    const settled = await settleGradings(db, CLOCK.timeZone, () => '2026-12-02');
    const refreshMs = performance.now() - refreshStarted;
    refreshes.push(refreshMs);
    const graded = typeof result === 'string' ? result : result.graded;
    console.log(
      `  ${round === 0 ? 'result    ' : 'correction'} ${home}-${away}: graded ${graded} picks in ${ms.toFixed(0)} ms` +
        ` (load ${before} → ${load()}); then the board-refresh job: ${settled.members} members' records and boards,` +
        ` ${settled.notices} notifications queued, in ${refreshMs.toFixed(0)} ms`,
    );
  }
  // The score_days and boards the job left are exactly a rebuild's from the statements (compared inside a rolled-back
  // rebuild).
  const aggregatesSql = sql`
    SELECT (SELECT md5(string_agg(concat_ws(',', period, league, user_id, n, hits, brier, current_streak, best_streak), ';'
                       ORDER BY period, league, user_id)) FROM score_boards) ||
           (SELECT md5(string_agg(concat_ws(',', user_id, day, league, confidence, n, hits, brier), ';'
                       ORDER BY user_id, day, league, confidence)) FROM score_days) AS sum`;
  const [kept] = await rowsOf<{ sum: string }>(db, aggregatesSql);
  let rebuilt = '';
  await db
    .transaction(async (tx) => {
      await rebuildAll(tx, CLOCK.timeZone, '2026-12-02');
      rebuilt = (await rowsOf<{ sum: string }>(tx, aggregatesSql))[0].sum;
      throw new Error('rollback');
    })
    .catch(() => undefined);
  console.log(`  score_days and boards after the job ${kept.sum === rebuilt ? 'match' : 'DIFFER FROM'} a rebuild from the statements`);
  const [counts] = await rowsOf<{ audit: string; fanouts: string; boards: string; queued: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM outcome_audit) AS audit, (SELECT count(*) FROM notification_fanouts) AS fanouts,
               (SELECT count(*) FROM score_boards) AS boards, (SELECT count(*) FROM game_gradings) AS queued`,
  );
  console.log(
    `  outcome_audit rows ${counts.audit}, notification fan-outs queued ${counts.fanouts}, score_boards rows ${counts.boards},` +
      ` gradings left queued ${counts.queued}`,
  );
  const worst = Math.max(...times);
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
  };
  console.log(
    `\n| picks | members | history | gradings | grading median | grading worst | target | board refresh after it: median, worst |\n|---|---|---|---|---|---|---|---|\n| ${PICKS} | ${USERS} | ${USERS * HISTORY} | ${times.length} | ${median(times).toFixed(0)} ms | ${worst.toFixed(0)} ms | ≤ ${TARGET_MS} ms ${worst <= TARGET_MS ? '✓' : '✗'} | ${median(refreshes).toFixed(0)} ms, ${Math.max(...refreshes).toFixed(0)} ms |`,
  );
  if (kept.sum !== rebuilt) process.exitCode = 1;
  await database.close();
  if (worst > TARGET_MS) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
