import { z } from 'zod';
import { LEADERBOARD_WINDOWS } from '../track-record';
import { MAX_PAGE } from '../limits';
import { optionalQuery, userSummarySchema } from './common';
import { leagueFilter, outcomeSchema, predictionOutcome } from './statements';
import { LEADERBOARD_SCOPES } from '../pundits';

export const leaderboardWindow = z.enum(LEADERBOARD_WINDOWS, {
  message: `Unknown window. Use one of: ${LEADERBOARD_WINDOWS.join(', ')}.`,
});

const page = z
  .string()
  .regex(/^\d{1,9}$/, 'page must be a positive integer.')
  .transform(Number)
  .pipe(z.number().int().min(1, 'page must be at least 1.').max(MAX_PAGE, `page must be at most ${MAX_PAGE}.`));

/** Query of GET /api/leaderboards/ (window defaults to all time). */
export const leaderboardQuery = z.object({
  scope: optionalQuery(z.enum(LEADERBOARD_SCOPES, { message: `Unknown scope. Use one of: ${LEADERBOARD_SCOPES.join(', ')}.` })).describe(
    'Whose board: commentators, podcasts, shows or users (default)',
  ),
  window: optionalQuery(leaderboardWindow).describe('7d, 30d, season or all (default)'),
  league: optionalQuery(leagueFilter),
  page: optionalQuery(page),
});

/** Query of GET /api/users/{username}/record/. */
export const recordQuery = z.object({
  window: optionalQuery(leaderboardWindow).describe('7d, 30d, season or all (default)'),
  league: optionalQuery(leagueFilter),
});

/** One user's scores over a set of resolved predictions (correct or incorrect only). */
export const scoreSummarySchema = z.object({
  resolved: z.number().int(),
  hits: z.number().int(),
  /** hits / resolved; null with nothing resolved. */
  accuracy: z.number().nullable(),
  /** Wilson 95% interval of the accuracy. */
  accuracy_low: z.number().nullable(),
  accuracy_high: z.number().nullable(),
  /** Mean Brier score, (p − o)²; lower is better. */
  brier: z.number().nullable(),
  /** 100 × Σ(0.25 − Brierᵢ) / max(20, n). */
  skill: z.number(),
  current_streak: z.number().int(),
  best_streak: z.number().int(),
});

export const leaderboardRowSchema = scoreSummarySchema.extend({ rank: z.number().int(), user: userSummarySchema });

export const leaderboardResponseSchema = z.object({
  scope: z.literal('users'),
  window: leaderboardWindow,
  league: z.string().nullable(),
  min_resolved: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
  rows: z.array(leaderboardRowSchema),
  /** The signed-in user's own row (ranked or not yet), wherever it is; null for visitors and users with no record. */
  me: leaderboardRowSchema.extend({ rank: z.number().int().nullable() }).nullable(),
});

/** Stated vs. observed hit rate of the predictions made at one confidence level. */
export const calibrationBucketSchema = z.object({
  confidence: z.number().int(),
  stated: z.number(),
  observed: z.number().nullable(),
  count: z.number().int(),
  hits: z.number().int(),
});

export const leagueRecordSchema = scoreSummarySchema.extend({ league: z.string() });

/** A prediction its owner deleted after it locked: gone from feeds, still in the record. */
export const deletedAfterLockSchema = z.object({
  id: z.number(),
  title: z.string(),
  event_date: z.string().nullable(),
  outcome: outcomeSchema,
});

export const userRecordSchema = z.object({
  user: userSummarySchema,
  window: leaderboardWindow,
  league: z.string().nullable(),
  summary: scoreSummarySchema,
  /** Place on the leaderboard of this window and league; null below the minimum. */
  rank: z.number().int().nullable(),
  min_resolved: z.number().int(),
  calibration: z.array(calibrationBucketSchema),
  by_league: z.array(leagueRecordSchema),
  deleted_after_lock: z.array(deletedAfterLockSchema),
});

/** One outcome change of a statement, as staff see it in the Resolve panel. */
export const outcomeAuditEntrySchema = z.object({
  id: z.number(),
  changed_by: userSummarySchema.nullable(),
  changed_at: z.string(),
  from: outcomeSchema,
  to: predictionOutcome,
  notes: z.string().nullable(),
});

export type LeaderboardQuery = z.input<typeof leaderboardQuery>;
export type RecordQuery = z.input<typeof recordQuery>;
export type ScoreSummary = z.output<typeof scoreSummarySchema>;
export type LeaderboardRow = z.output<typeof leaderboardRowSchema>;
export type LeaderboardResponse = z.output<typeof leaderboardResponseSchema>;
export type CalibrationBucket = z.output<typeof calibrationBucketSchema>;
export type LeagueRecord = z.output<typeof leagueRecordSchema>;
export type DeletedAfterLock = z.output<typeof deletedAfterLockSchema>;
export type UserRecord = z.output<typeof userRecordSchema>;
export type OutcomeAuditEntry = z.output<typeof outcomeAuditEntrySchema>;
