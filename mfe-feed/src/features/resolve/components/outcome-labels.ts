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

/** What staff may set in the panel: a resolution (never back to pending), as far as the outcome endpoint accepts it. */
export const SETTABLE_OUTCOMES: readonly SettableOutcome[] = RESOLUTIONS.filter(accepted);
