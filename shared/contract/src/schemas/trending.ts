import { z } from 'zod';
import { MAX_PAGE, MAX_PER_PAGE } from '../limits';
import { TRENDING_TABS, TRENDING_WINDOWS } from '../trending';
import { optionalQuery, userSummarySchema } from './common';
import { calibrationBucketSchema, leaderboardRowSchema } from './track-record';

const pageNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a positive integer.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1.`).max(max, `${name} must be at most ${max}.`));

/** Query of GET /api/content-api/trending/: tab defaults to predictions, window to today. */
export const trendingQuery = z.object({
  tab: optionalQuery(z.enum(TRENDING_TABS, { message: `Unknown tab. Use one of: ${TRENDING_TABS.join(', ')}.` })).describe(
    'predictions (default), hot-takes (opinions) or all',
  ),
  window: optionalQuery(z.enum(TRENDING_WINDOWS, { message: `Unknown window. Use one of: ${TRENDING_WINDOWS.join(', ')}.` })).describe(
    'today (the last 24 hours, default) or week (the last 7 days)',
  ),
  page: optionalQuery(pageNumber('page', MAX_PAGE)),
  per_page: optionalQuery(pageNumber('per_page', MAX_PER_PAGE)),
});

/** How many predictions a section of /insights is based on; the page hides a section below `min_predictions`. */
const basedOn = z.number().int().describe('Predictions this section is based on');

/** Hit rate of the community's resolved (correct or incorrect) predictions in one league or topic. */
export const accuracyRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  resolved: z.number().int(),
  hits: z.number().int(),
  accuracy: z.number(),
});

/** A pending prediction as the insights list it. */
export const insightPredictionSchema = z.object({
  id: z.number(),
  title: z.string(),
  league: z.string().nullable(),
  event_date: z.string().nullable(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  user: userSummarySchema,
});

export const upcomingLeagueSchema = z.object({
  league: z.string(),
  /** Every pending prediction of the league in the window; `predictions` lists the first few by event date. */
  count: z.number().int(),
  predictions: z.array(insightPredictionSchema),
});

/** GET /api/insights/: the community's numbers, computed from aggregates and indexed reads, cached briefly. */
export const insightsResponseSchema = z.object({
  generated_at: z.string(),
  min_predictions: z.number().int(),
  accuracy_by_league: z.object({ based_on: basedOn, rows: z.array(accuracyRowSchema) }),
  accuracy_by_topic: z.object({ based_on: basedOn, rows: z.array(accuracyRowSchema) }),
  calibration: z.object({ based_on: basedOn, buckets: z.array(calibrationBucketSchema) }),
  contested: z.object({ based_on: basedOn, predictions: z.array(insightPredictionSchema) }),
  upcoming: z.object({
    based_on: basedOn,
    from: z.string().describe('First event date (today in the API’s TRACK_RECORD_TIME_ZONE)'),
    to: z.string().describe('Last event date'),
    leagues: z.array(upcomingLeagueSchema),
  }),
  sharpest: z.object({
    based_on: basedOn,
    window: z.literal('30d'),
    min_resolved: z.number().int(),
    analysts: z.array(leaderboardRowSchema),
  }),
});

export type TrendingQuery = z.input<typeof trendingQuery>;
export type AccuracyRow = z.output<typeof accuracyRowSchema>;
export type InsightPrediction = z.output<typeof insightPredictionSchema>;
export type UpcomingLeague = z.output<typeof upcomingLeagueSchema>;
export type InsightsResponse = z.output<typeof insightsResponseSchema>;
