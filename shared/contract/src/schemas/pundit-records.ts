import { z } from 'zod';
import { ENTITY_KINDS } from '../entity-kinds';
import { PUNDIT_SCOPES } from '../pundits';
import { statementSchema } from './statements';
import { leaderboardWindow } from './track-record';

/** Who a pundit record or board row is about. */
export const punditSummarySchema = z.object({
  kind: z.enum(ENTITY_KINDS),
  slug: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
});

/** A pundit's counted receipts (confirmed source, resolved): correct and incorrect make `resolved`; push is apart. */
export const punditScoreSchema = z.object({
  resolved: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  push: z.number().int(),
  /** correct / resolved; null with nothing resolved. */
  accuracy: z.number().nullable(),
  /** Lower bound of the 95% Wilson interval of the accuracy: what pundits are ranked by. */
  accuracy_low: z.number().nullable(),
  /** Correct calls in a row, latest first (a push neither breaks nor extends it). */
  current_streak: z.number().int(),
});

export const punditLeagueRecordSchema = punditScoreSchema.extend({ league: z.string() });

export const punditRecordSchema = z.object({
  pundit: punditSummarySchema,
  window: leaderboardWindow,
  league: z.string().nullable(),
  min_resolved: z.number().int(),
  summary: punditScoreSchema,
  by_league: z.array(punditLeagueRecordSchema),
  /** The latest counted receipts, most recently resolved first. */
  latest_receipts: z.array(statementSchema),
});

export const punditRowSchema = punditScoreSchema.extend({ rank: z.number().int(), pundit: punditSummarySchema });

export const punditLeaderboardResponseSchema = z.object({
  scope: z.enum(PUNDIT_SCOPES),
  window: leaderboardWindow,
  league: z.string().nullable(),
  min_resolved: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
  rows: z.array(punditRowSchema),
});

export type PunditSummary = z.output<typeof punditSummarySchema>;
export type PunditScore = z.output<typeof punditScoreSchema>;
export type PunditLeagueRecord = z.output<typeof punditLeagueRecordSchema>;
export type PunditRecord = z.output<typeof punditRecordSchema>;
export type PunditRow = z.output<typeof punditRowSchema>;
export type PunditLeaderboardResponse = z.output<typeof punditLeaderboardResponseSchema>;
