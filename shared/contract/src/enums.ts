/** Every enumeration of the contract, as const lists (for zod enums and UI options) and their unions. */
export const STATEMENT_TYPES = ['prediction', 'opinion'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export const OUTCOMES = ['pending', 'correct', 'incorrect', 'push', 'not_applicable'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** What staff may set on a prediction. */
/**
 * What staff may set on a prediction: back to pending, a resolution, or not_applicable (the event was
 * called off or the call cannot be judged; like push, it does not count in a record).
 */
export const PREDICTION_OUTCOMES = ['pending', 'correct', 'incorrect', 'push', 'not_applicable'] as const satisfies readonly Outcome[];

export const VOTE_STATUSES = ['vote added', 'vote removed', 'vote changed'] as const;
export type VoteStatus = (typeof VOTE_STATUSES)[number];

import { FEED_SORTS } from './feed-order';

/** The statement list's `sort_by`: the original created_at and popular, and the feed's orders (./feed-order). */
export const STATEMENT_SORTS = ['created_at', 'popular', ...FEED_SORTS] as const;
export type StatementSort = (typeof STATEMENT_SORTS)[number];
/** popular: most followers first; accuracy: by the Wilson lower bound of their counted receipts' accuracy. */
export const DIRECTORY_SORTS = ['popular', 'accuracy'] as const;
