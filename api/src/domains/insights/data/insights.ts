import { sql, type SQL } from 'drizzle-orm';
import {
  INSIGHTS_CONTESTED_COUNT,
  INSIGHTS_MIN_PREDICTIONS,
  INSIGHTS_TOP_ANALYSTS,
  INSIGHTS_UPCOMING_DAYS,
  INSIGHTS_UPCOMING_PER_LEAGUE,
} from '@receipts/contract/trending';
import {
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  statedProbability,
  type AccuracyRow,
  type CalibrationBucket,
  type InsightPrediction,
  type InsightsResponse,
  type LeaderboardRow,
  type UpcomingLeague,
} from '@receipts/contract';
import { leagueById, topicById } from '@receipts/contract/catalog';
import type { Db } from '../../../db';
import { addDays, dayIn, windowStart } from '../../track-record/data/days';
import { userSummary, type AuthorRow } from '../../../schemas/common';
import { rowsOf } from '../../../repositories/sql';
import type { TrackClock } from '../../statements/data/statements';
import { trackRecordsRepository } from '../../track-record/data/track-records';
import { Generation, PageCache } from '../../../repositories/page-cache';

/** The insights are the same for everyone and move slowly: each process computes them at most this often. */
export const INSIGHTS_CACHE_MS = 60_000;

type Count = number | string;
interface TallyRow {
  key: string | null;
  n: Count;
  hits: Count;
}
interface PredictionRow extends AuthorRow {
  id: Count;
  title: string;
  league: string | null;
  event_date: string | null;
  upvotes: Count;
  downvotes: Count;
}

const PENDING = sql.raw(`s.deleted_at IS NULL AND s.outcome = 'pending' AND s.statement_type = 'prediction'`);
const PREDICTION_COLUMNS = sql.raw(`s.id, s.title, s.league, s.event_date, s.upvotes, s.downvotes, s.user_id,
  u.username, u.display_name, u.name, u.photo_url`);

/**
 * The queries of /insights, each served by an index or an aggregate (exported for the benchmark's plans).
 * Accuracy by league and calibration read the track record's aggregates (score_boards, score_days); accuracy by
 * topic reads the scored predictions and their topics (topics are not in the aggregates).
 */
export const insightsSql = {
  byLeague: (): SQL => sql`SELECT league AS key, sum(n) AS n, sum(hits) AS hits FROM score_boards
    WHERE period = 'all' AND league <> '*' GROUP BY league ORDER BY league`,
  /** Per topic, and (key NULL) the scored predictions with any topic, each counted once. */
  byTopic:
    (): SQL => sql`SELECT st.topic_id AS key, count(DISTINCT s.id) AS n, count(DISTINCT s.id) FILTER (WHERE s.outcome = 'correct') AS hits
    FROM statements s JOIN statement_topics st ON st.statement_id = s.id
    WHERE s.outcome IN ('correct', 'incorrect') GROUP BY GROUPING SETS ((st.topic_id), ()) ORDER BY st.topic_id`,
  calibration: (): SQL => sql`SELECT confidence::text AS key, sum(n) AS n, sum(hits) AS hits FROM score_days GROUP BY confidence`,
  /** Pending predictions voted both ways, the larger minority side first, then the most votes (statements_contested_idx). */
  contested: (): SQL => sql`SELECT ${PREDICTION_COLUMNS} FROM statements s JOIN users u ON u.id = s.user_id
    WHERE ${PENDING} AND least(s.upvotes, s.downvotes) >= 1
    ORDER BY least(s.upvotes, s.downvotes) DESC, (s.upvotes + s.downvotes) DESC, s.id DESC
    LIMIT ${sql.raw(String(INSIGHTS_CONTESTED_COUNT))}`,
  contestedCount: (): SQL => sql`SELECT count(*) AS n FROM statements s WHERE ${PENDING} AND least(s.upvotes, s.downvotes) >= 1`,
  /** Pending predictions with an event date in [from, to], the first few per league with each league's count (statements_upcoming_idx). */
  upcoming: (from: string, to: string): SQL => sql`SELECT ${PREDICTION_COLUMNS}, ranked.league_count
    FROM (SELECT s.id, count(*) OVER (PARTITION BY s.league) AS league_count,
                 row_number() OVER (PARTITION BY s.league ORDER BY s.event_date, s.id) AS place
          FROM statements s WHERE ${PENDING} AND s.event_date BETWEEN ${from} AND ${to}) ranked
    JOIN statements s ON s.id = ranked.id JOIN users u ON u.id = s.user_id
    WHERE ranked.place <= ${sql.raw(String(INSIGHTS_UPCOMING_PER_LEAGUE))}
    ORDER BY s.league NULLS LAST, s.event_date, s.id`,
  resolvedSince: (from: string): SQL => sql`SELECT coalesce(sum(n), 0) AS n FROM score_days WHERE day >= ${from}`,
};

const accuracyRows = (rows: TallyRow[], label: (key: string) => string): AccuracyRow[] =>
  rows
    .filter((row) => row.key !== null && Number(row.n) > 0)
    .map((row) => ({
      key: row.key as string,
      label: label(row.key as string),
      resolved: Number(row.n),
      hits: Number(row.hits),
      accuracy: Number(row.hits) / Number(row.n),
    }));

const sum = (rows: { resolved: number }[]) => rows.reduce((total, row) => total + row.resolved, 0);

const prediction = (row: PredictionRow): InsightPrediction => ({
  id: Number(row.id),
  title: row.title,
  league: row.league,
  event_date: row.event_date,
  upvotes: Number(row.upvotes),
  downvotes: Number(row.downvotes),
  user: userSummary(row),
});

/** What the insights keep in step with: `insights` moves on every write that changes them (plugins/caches.ts). */
export interface InsightsCaches {
  insights: Generation;
  leaderboardPages: PageCache<{ rows: LeaderboardRow[]; hasMore: boolean }>;
}

export function insightsRepository(
  db: Db,
  clock: TrackClock,
  minResolved: number,
  caches: InsightsCaches = { insights: new Generation(), leaderboardPages: new PageCache(0) },
  records = trackRecordsRepository(db, clock, minResolved, caches.leaderboardPages),
) {
  const changes = caches.insights;
  let cached: { at: number; day: string; generation: number; value: InsightsResponse } | null = null;
  let refreshing: Promise<InsightsResponse> | null = null;

  async function compute(now: Date, today: string): Promise<InsightsResponse> {
    const byLeague = accuracyRows(await rowsOf<TallyRow>(db, insightsSql.byLeague()), (key) => leagueById.get(key)?.name ?? key);
    const topicRows = await rowsOf<TallyRow>(db, insightsSql.byTopic());
    const byTopic = accuracyRows(topicRows, (key) => topicById.get(key)?.name ?? key);
    const topicTotal = Number(topicRows.find((row) => row.key === null)?.n ?? 0);
    const calibrationRows = await rowsOf<TallyRow>(db, insightsSql.calibration());
    const buckets: CalibrationBucket[] = [];
    for (let confidence = CONFIDENCE_MIN; confidence <= CONFIDENCE_MAX; confidence += 1) {
      const row = calibrationRows.find((r) => Number(r.key) === confidence);
      const count = Number(row?.n ?? 0);
      const hits = Number(row?.hits ?? 0);
      buckets.push({ confidence, stated: statedProbability(confidence), observed: count ? hits / count : null, count, hits });
    }
    const contested = (await rowsOf<PredictionRow>(db, insightsSql.contested())).map(prediction);
    const [contestedCount] = await rowsOf<{ n: Count }>(db, insightsSql.contestedCount());
    const to = addDays(today, INSIGHTS_UPCOMING_DAYS - 1);
    const upcomingRows = await rowsOf<PredictionRow & { league_count: Count }>(db, insightsSql.upcoming(today, to));
    const leagues = new Map<string, UpcomingLeague>();
    for (const row of upcomingRows) {
      const league = row.league ?? 'Other';
      const group = leagues.get(league) ?? { league, count: Number(row.league_count), predictions: [] };
      group.predictions.push(prediction(row));
      leagues.set(league, group);
    }
    const upcoming = [...leagues.values()];
    const sharpest = await records.leaderboard('30d', undefined, 1, INSIGHTS_TOP_ANALYSTS, null);
    const [recent] = await rowsOf<{ n: Count }>(db, insightsSql.resolvedSince(windowStart('30d', today) ?? today));
    return {
      generated_at: now.toISOString(),
      min_predictions: INSIGHTS_MIN_PREDICTIONS,
      accuracy_by_league: { based_on: sum(byLeague), rows: byLeague },
      accuracy_by_topic: { based_on: topicTotal, rows: byTopic },
      calibration: { based_on: buckets.reduce((total, bucket) => total + bucket.count, 0), buckets },
      contested: { based_on: Number(contestedCount?.n ?? 0), predictions: contested },
      upcoming: { based_on: upcoming.reduce((total, group) => total + group.count, 0), from: today, to, leagues: upcoming },
      sharpest: { based_on: Number(recent?.n ?? 0), window: '30d', min_resolved: records.minResolved, analysts: sharpest.rows },
    };
  }

  return {
    /**
     * The insights, computed at most once per INSIGHTS_CACHE_MS per instance, and again after a write that changes
     * them (a new, deleted or resolved prediction, a vote; on any instance). A computation reads several aggregates
     * (seconds at a million statements): once the answer is old or changed, readers keep getting it while one
     * recomputation runs (stale while revalidating); only the first request of an instance, or of a new day (the
     * upcoming week moves), waits for it. Concurrent readers share one computation.
     */
    get(): Promise<InsightsResponse> {
      const now = clock.now();
      const today = dayIn(clock.timeZone, now);
      const at = now.getTime();
      const fresh =
        cached && cached.day === today && cached.generation === changes.value && at - cached.at < INSIGHTS_CACHE_MS && at >= cached.at;
      if (cached && fresh) return Promise.resolve(cached.value);
      if (!refreshing) {
        // A change during the computation leaves it stale: the next reader computes again.
        const generation = changes.value;
        const running = compute(now, today).then((value) => {
          cached = { at, day: today, generation, value };
          return value;
        });
        refreshing = running;
        const done = () => {
          if (refreshing === running) refreshing = null;
        };
        running.then(done, done);
      }
      return cached && cached.day === today ? Promise.resolve(cached.value) : refreshing;
    },
  };
}
