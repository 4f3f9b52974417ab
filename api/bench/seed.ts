import { sql } from 'drizzle-orm';
import type { Db } from '../src/db';
import { rebuildAll } from '../src/domains/track-record/data/score-aggregates';
import { rowsOf } from '../src/repositories/sql';
import { FIRST_NAMES, FIRST_NAMES_SQL, SEARCH_VERBS, SEARCH_VERBS_SQL, SURNAMES, SURNAMES_SQL, directorySeedSql } from './search-data';

export interface Scale {
  statements: number;
  users: number;
  /** Votes per statement (every statement gets exactly this many). */
  votesPerStatement: number;
  /** Comments in total; BUSY_COMMENTS of them on the newest statement, the rest two per statement (a comment and a reply). */
  comments: number;
}

export const BUSY_COMMENTS = 200;
export const SCALES = {
  postgres: { statements: 1_000_000, users: 10_000, votesPerStatement: 5, comments: 1_000_000 },
  pglite: { statements: 100_000, users: 1_000, votesPerStatement: 5, comments: 100_000 },
} satisfies Record<string, Scale>;

const BULK_TABLES = ['statements', 'statement_topics', 'votes', 'comments', 'comment_votes', 'users', 'commentators', 'podcasts', 'shows'];
/** The newest statement: on feed page 1 and carrying BUSY_COMMENTS comments. */
export const busyStatementId = (scale: Scale) => scale.statements;

/**
 * Fills an empty, migrated database with set-based INSERT … SELECT generate_series (no row-by-row work).
 * Every value is a function of the row number, so counters are computed in the same INSERT and always equal
 * the rows: statement g has votesPerStatement votes from distinct users, upvote when (g + 3j) % 10 < 7.
 * Secondary indexes are dropped for the load and rebuilt after; foreign-key triggers are skipped
 * (session_replication_role = replica), since the data is consistent by construction.
 *
 * Track record: predictions are posted by the odd-numbered users (about 100 each at 1M statements);
 * a hash of the row number picks the outcome (2 in 10 correct, 2 incorrect, 1 push, 5 pending), the confidence
 * (1–10) and the resolution day (half within 60 days before 2026-11-22, half within the year before), and a
 * resolved prediction's event date is the day before it was resolved (so it was locked). The aggregates are then
 * built by the repository's rebuildAll, the code a database from before the track record gets on first start.
 */
export async function seedBench(db: Db, scale: Scale, log: (line: string) => void, timeZone: string, today: string): Promise<void> {
  const { statements: N, users: U, votesPerStatement: V, comments: C } = scale;
  const B = busyStatementId(scale);
  const pairs = Math.min(Math.floor((C - BUSY_COMMENTS) / 2), N - 1);
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(query);
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };

  await db.execute(sql`SET session_replication_role = replica`);
  await db.execute(sql.raw(`SET maintenance_work_mem = '512MB'`));
  await db.execute(sql.raw(`SET synchronous_commit = off`));
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    db,
    sql.raw(`SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.schemaname = 'public'
             AND i.tablename IN (${BULK_TABLES.map((t) => `'${t}'`).join(',')})
             AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`),
  );
  for (const { indexname } of indexes) await db.execute(sql.raw(`DROP INDEX "${indexname}"`));

  await step(
    `${U.toLocaleString()} users`,
    sql.raw(`
    INSERT INTO users (id, email, username, name, display_name, email_verified, created_at)
    SELECT g, 'bench' || g || '@bench.test', 'bench_' || g, 'Bench User ' || g,
           ${FIRST_NAMES_SQL}[1 + g % ${FIRST_NAMES.length}] || ' ' || ${SURNAMES_SQL}[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}],
           true, timestamptz '2025-01-01' + g * interval '1 minute'
    FROM generate_series(1, ${U}) g`),
  );

  await step(
    `${N.toLocaleString()} statements`,
    sql.raw(`
    INSERT INTO statements (id, user_id, statement_type, title, body, is_hot_take, league, prediction_choice, confidence_level,
                            event_date, outcome, resolved_at, upvotes, downvotes, score, comment_count, created_at, hot_rank)
    SELECT g, 1 + (g::bigint * 7919) % ${U},
           CASE WHEN g % 2 = 0 THEN 'prediction' ELSE 'opinion' END,
           'Bench statement #' || g || ' on the ' || lg.league || ': ' || ${SURNAMES_SQL}[1 + (hh.h / 7) % ${SURNAMES.length}] || ' '
             || ${SEARCH_VERBS_SQL}[1 + (hh.h / 701) % ${SEARCH_VERBS.length}] || ' it',
           'A benchmark statement body, long enough to look like a real take about the ' || lg.league || ' season. #' || g,
           g % 2 = 1 AND g % 3 = 0,
           lg.league,
           CASE WHEN g % 2 = 0 THEN 'Yes' END,
           CASE WHEN g % 2 = 0 THEN 1 + (hh.h / 10) % 10 END,
           CASE WHEN g % 2 = 1 THEN NULL
                WHEN oc.outcome IN ('correct', 'incorrect', 'push') THEN date '2026-11-21' - rd.days_ago
                ELSE date '2026-01-01' + (g % 400) END,
           oc.outcome,
           CASE WHEN oc.outcome IN ('correct', 'incorrect', 'push') THEN timestamptz '2026-11-22 18:00+00' - rd.days_ago * interval '1 day' END,
           v.up, ${V} - v.up, 2 * v.up - ${V},
           CASE WHEN g = ${B} THEN ${BUSY_COMMENTS} WHEN g <= ${pairs} THEN 2 ELSE 0 END,
           timestamptz '2026-11-22' - (${N} - g) * interval '30 seconds',
           NULL -- hot scores: the decay job's, for the statements of the last 7 days
    FROM generate_series(1, ${N}) g
    CROSS JOIN LATERAL (SELECT (ARRAY['NBA','NFL','MLB','NHL'])[1 + (g / 3) % 4] AS league) lg
    CROSS JOIN LATERAL (SELECT hashint4(g)::bigint + 2147483648 AS h) hh
    CROSS JOIN LATERAL (SELECT CASE WHEN g % 2 = 1 THEN 'not_applicable'
                                    ELSE (ARRAY['pending','pending','pending','pending','correct','correct','incorrect','incorrect','push','pending'])[1 + hh.h % 10]
                               END AS outcome) oc
    CROSS JOIN LATERAL (SELECT CASE WHEN (hh.h / 100) % 2 = 0 THEN (hh.h / 200) % 60 ELSE (hh.h / 200) % 365 END::int AS days_ago) rd
    CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE (g + 3 * j) % 10 < 7)::int AS up FROM generate_series(0, ${V - 1}) j) v`),
  );

  for (const [i, insert] of directorySeedSql().entries())
    await step(`directory for search (${['commentators', 'podcasts', 'shows'][i]})`, sql.raw(insert));

  await step(
    'statement topics',
    sql.raw(`
    INSERT INTO statement_topics (statement_id, topic_id)
    SELECT g, (ARRAY['playoffs','regular-season','awards','draft'])[1 + g % 4] FROM generate_series(1, ${N}) g
    UNION ALL
    SELECT g, (ARRAY['playoffs','regular-season','awards','draft'])[1 + (g / 5 + 1) % 4]
    FROM generate_series(5, ${N}, 5) g WHERE (g / 5 + 1) % 4 <> g % 4`),
  );

  await step(
    `${(N * V).toLocaleString()} votes`,
    sql.raw(`
    INSERT INTO votes (user_id, statement_id, vote_type, created_at)
    SELECT 1 + (g + j * 1999) % ${U}, g, CASE WHEN (g + 3 * j) % 10 < 7 THEN 'upvote' ELSE 'downvote' END,
           timestamptz '2026-11-22' - (${N} - g) * interval '30 seconds' + j * interval '1 minute'
    FROM generate_series(1, ${N}) g CROSS JOIN generate_series(0, ${V - 1}) j`),
  );

  // Every fifth comment has one vote (comment id k: by user 1 + 31k mod U, upvote unless k % 3 = 0).
  await step(
    `${(pairs * 2 + BUSY_COMMENTS).toLocaleString()} comments`,
    sql.raw(`
    INSERT INTO comments (id, statement_id, user_id, parent_id, text, created_at, upvotes, downvotes)
    SELECT c.*, (c.id % 5 = 0 AND c.id % 3 <> 0)::int, (c.id % 5 = 0 AND c.id % 3 = 0)::int
    FROM (
      SELECT k::bigint AS id, ((k + 1) / 2)::bigint, 1 + (k * 13) % ${U}, CASE WHEN k % 2 = 0 THEN k - 1 END::bigint,
             CASE WHEN k % 2 = 1 THEN 'Receipts saved. Comment #' || k ELSE 'Hard disagree, reply #' || k END,
             timestamptz '2026-11-22' - (${N} - (k + 1) / 2) * interval '30 seconds' + (k % 2 + 1) * interval '1 minute'
      FROM generate_series(1, ${pairs * 2}) k
      UNION ALL
      SELECT ${pairs * 2} + b, ${B}, 1 + (b * 17) % ${U},
             CASE WHEN b > 50 THEN ${pairs * 2} + b - 50 END,
             'Busy thread comment #' || b,
             timestamptz '2026-11-22' + b * interval '1 second'
      FROM generate_series(1, ${BUSY_COMMENTS}) b
    ) c`),
  );

  await step(
    'comment votes',
    sql.raw(`
    INSERT INTO comment_votes (user_id, comment_id, vote_type)
    SELECT 1 + (id * 31) % ${U}, id, CASE WHEN id % 3 <> 0 THEN 'upvote' ELSE 'downvote' END FROM comments WHERE id % 5 = 0`),
  );

  for (const table of ['users', 'statements', 'comments', 'votes']) {
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`));
  }
  const started = Date.now();
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  log(`  ${indexes.length} indexes rebuilt (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await db.execute(sql`SET session_replication_role = DEFAULT`);
  // The load ran with triggers off: the newest takes' search window (migration 0008) and the words of people's
  // names (0010) and the pundits' all-time boards (0017) are filled here.
  await db.execute(sql.raw('SELECT search_recent_refill()'));
  await db.execute(sql.raw('SELECT pundit_boards_refill()'));
  await db.execute(sql.raw('SELECT user_search_words_refill()'));
  // The track-record aggregates, by the repository's own from-scratch rebuild, as of today.
  const aggregates = Date.now();
  await db.execute(sql.raw('ANALYZE statements'));
  await db.transaction(async (tx) => rebuildAll(tx, timeZone, today));
  const [counts] = await rowsOf<{ days: string; boards: string; ranked: string }>(
    db,
    sql`
    SELECT (SELECT count(*) FROM score_days) AS days, (SELECT count(*) FROM score_boards) AS boards,
           (SELECT count(*) FROM score_boards WHERE period = 'all' AND league = '*' AND n >= 5) AS ranked`,
  );
  log(
    `  track-record aggregates as of ${today}: ${Number(counts.days).toLocaleString()} score_days, ` +
      `${Number(counts.boards).toLocaleString()} score_boards rows, ${Number(counts.ranked).toLocaleString()} users with ≥ 5 resolved ` +
      `(${((Date.now() - aggregates) / 1000).toFixed(1)} s)`,
  );
  const vacuum = Date.now();
  await db.execute(sql.raw('VACUUM ANALYZE'));
  // Flush the load now, so the first measurements do not share the disk with a checkpoint.
  await db.execute(sql.raw('CHECKPOINT'));
  log(`  VACUUM ANALYZE, CHECKPOINT (${((Date.now() - vacuum) / 1000).toFixed(1)} s)`);
}
