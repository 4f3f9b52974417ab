import { statedProbability } from '@receipts/shared';

/** What always saying 50% scores on every call: the line skill is measured against. */
export const COIN_BRIER = 0.25;
/** Skill divides by at least this many calls, so a handful of lucky calls cannot top a board. */
export const SKILL_MIN_DIVISOR = 20;

export interface ExampleCall {
  confidence: number;
  correct: boolean;
}

/** A call's Brier score: (stated chance − what happened)², 0 when sure and right, 1 when sure and wrong. */
export const brierOf = ({ confidence, correct }: ExampleCall) => (statedProbability(confidence) - (correct ? 1 : 0)) ** 2;

/** 100 × Σ(0.25 − Brier) ÷ max(20, calls), as the API scores a record (api/src/domains/track-record/data/scoring.ts). */
export const skillOf = (calls: ExampleCall[]) =>
  (100 * calls.reduce((sum, call) => sum + (COIN_BRIER - brierOf(call)), 0)) / Math.max(SKILL_MIN_DIVISOR, calls.length);

/** The worked example: a sure call that came true, a fairly confident miss, and a confident hit. */
export const EXAMPLE_CALLS: ExampleCall[] = [
  { confidence: 8, correct: true },
  { confidence: 4, correct: false },
  { confidence: 10, correct: true },
];

export const formatScore = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
export const formatChance = (confidence: number) => `${Math.round(statedProbability(confidence) * 100)}%`;
