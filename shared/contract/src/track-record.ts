/**
 * Track record: the scoring rules and constants, written once for the API and the screens. Zod-free,
 * so browsers may import it.
 */
import { DEFAULT_CONFIDENCE } from './limits';

/** Leaderboard windows, by resolution date: last 7 days, last 30 days, this season (calendar year), all time. */
export const LEADERBOARD_WINDOWS = ['all', 'season', '30d', '7d'] as const;
export type LeaderboardWindow = (typeof LEADERBOARD_WINDOWS)[number];
export const DEFAULT_LEADERBOARD_WINDOW: LeaderboardWindow = 'all';
export const LEADERBOARD_WINDOW_LABELS: Record<LeaderboardWindow, string> = {
  all: 'All time',
  season: 'This season',
  '30d': 'Last 30 days',
  '7d': 'Last 7 days',
};

/** Rows per leaderboard page: the top 100 is one page. */
export const LEADERBOARD_PAGE_SIZE = 100;
/** Resolved predictions (correct or incorrect) a user needs to be ranked; the API's default, configurable there. */
export const DEFAULT_MIN_RESOLVED = 5;
/** The skill score's sample-size floor: skill = 100 × Σ(0.25 − Brier) / max(SKILL_FLOOR, n). */
export const SKILL_FLOOR = 20;
/** Brier score of always saying 50%. */
export const BASELINE_BRIER = 0.25;

/** Confidence c (1–10) is a stated probability p = 0.5 + 0.05·c: 1 → 55%, 10 → 100%. */
export const statedProbability = (confidence: number): number => 0.5 + 0.05 * confidence;

/**
 * What one resolved call scored (shown on resolved prediction cards): its Brier score (p − o)², p its stated chance
 * (the form's default confidence when none was given, as the record scores it), and its edge over always saying 50%
 * (0.25 − Brier), the call's share of a skill score. Null unless the outcome is correct or incorrect.
 */
export function callScore(confidence: number | null, outcome: string | null): { brier: number; edge: number } | null {
  if (outcome !== 'correct' && outcome !== 'incorrect') return null;
  const p = statedProbability(confidence ?? DEFAULT_CONFIDENCE);
  const brier = Math.round(400 * (p - (outcome === 'correct' ? 1 : 0)) ** 2) / 400;
  return { brier, edge: BASELINE_BRIER - brier };
}

/** The chance a confidence level states, in whole percent: 2 → 60. */
export const confidencePercent = (confidence: number): number => Math.round(statedProbability(confidence) * 100);

/** What a confidence level means, in words: 2 → '60% sure'. */
export const confidenceSure = (confidence: number): string => `${confidencePercent(confidence)}% sure`;

/** A score against always saying 50% (a call's edge, a record's skill), in words. */
export const coinFlipPhrase = (edge: number): string =>
  edge > 0 ? 'better than a coin flip' : edge < 0 ? 'worse than a coin flip' : 'the same as a coin flip';

/**
 * A resolved call in words, for cards: '90% sure and right: better than a coin flip'. How scoring works keeps the
 * numbers (the Brier score and the edge). Null unless the outcome is correct or incorrect.
 */
export function callVerdict(confidence: number | null, outcome: string | null): string | null {
  const score = callScore(confidence, outcome);
  if (!score) return null;
  const sure = confidenceSure(confidence ?? DEFAULT_CONFIDENCE);
  return `${sure} and ${outcome === 'correct' ? 'right' : 'wrong'}: ${coinFlipPhrase(score.edge)}`;
}

/** Only these outcomes count in a record; push and not_applicable do not. */
export const SCORED_OUTCOMES = ['correct', 'incorrect'] as const;

export const EVENT_DATE_IN_PAST = 'Event date must be today or later.';
export const OUTCOME_BEFORE_LOCK = 'Outcomes can be set only once the prediction is locked.';
export const DELETED_AFTER_LOCK = 'Deleted after lock';
