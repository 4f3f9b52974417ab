import { PREDICTION_OUTCOMES, type Outcome, type OutcomeUpdateRequest } from '@receipts/shared';

export const OUTCOME_LABELS: Record<Outcome, string> = {
  pending: 'Pending',
  correct: 'Correct',
  incorrect: 'Incorrect',
  push: 'Push',
  not_applicable: 'Not applicable',
};

export type SettableOutcome = OutcomeUpdateRequest['outcome'];

const RESOLUTIONS: readonly Outcome[] = ['correct', 'incorrect', 'push', 'not_applicable'];
const accepted = (outcome: Outcome): outcome is SettableOutcome => (PREDICTION_OUTCOMES as readonly Outcome[]).includes(outcome);

/**
 * What staff may set: a resolution, never back to pending, and only what the outcome endpoint accepts. The spec's
 * "Prediction outcome" is correct, incorrect or push, so the API refuses not_applicable today; the option appears
 * by itself if the contract starts accepting it.
 */
export const SETTABLE_OUTCOMES: readonly SettableOutcome[] = RESOLUTIONS.filter(accepted);
