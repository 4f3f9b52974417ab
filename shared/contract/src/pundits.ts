/**
 * Receipts for pundits: a prediction attributed to a commentator, podcast or show, its community source
 * check, and the pundits' records. Zod-free constants and messages, for the API and the screens.
 */
import type { EntityCollection } from './entity-kinds';

export const SOURCE_STATUSES = ['unconfirmed', 'confirmed', 'disputed'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

export const SOURCE_VERDICTS = ['confirm', 'dispute'] as const;
export type SourceVerdict = (typeof SOURCE_VERDICTS)[number];

/** How far confirms must lead disputes (or the reverse) to settle a source; the API's default, configurable there. */
export const DEFAULT_SOURCE_CHECK_THRESHOLD = 3;
/** Resolved receipts (correct or incorrect) a pundit needs to be ranked. */
export const PUNDIT_MIN_RESOLVED = 5;
export const QUOTE_MAX = 500;
export const SOURCE_URL_MAX = 2048;
/** Latest counted receipts in a pundit's record. */
export const LATEST_RECEIPTS = 5;

/** Whose board GET /api/leaderboards/ answers: a directory collection, or members (the default). */
export const LEADERBOARD_SCOPES = ['commentators', 'podcasts', 'shows', 'users'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
export const PUNDIT_SCOPES = ['commentators', 'podcasts', 'shows'] as const satisfies readonly EntityCollection[];

export const SOURCE_URL_INVALID = 'Give the source as an http:// or https:// link.';
export const SOURCE_URL_NOT_PUBLIC =
  'Give the source as a public web address: not a local, private or internal one, and without a user name, password or port.';
/** The earliest day a receipt may have been said. */
export const SAID_AT_MIN = '1900-01-01';
export const SAID_AT_TOO_EARLY = 'The date it was said cannot be before 1900.';
export const SAID_AT_IN_FUTURE = 'The date it was said cannot be in the future.';
export const SAID_AT_AFTER_EVENT = 'The date it was said must be on or before the event date.';
export const QUOTE_TOO_LONG = `Keep the quote to ${QUOTE_MAX} characters.`;
export const SAID_BY_REQUIRED = 'Choose who said it.';
export const OWN_RECEIPT = 'You cannot check the source of a receipt you posted.';
export const NOT_A_RECEIPT = 'This statement is not attributed to a commentator, podcast or show.';
export const unknownPunditMessage = (kind: string) => `Unknown ${kind}: choose one from the directory.`;

/** The rule shown on pundit pages and the Commentators tab. */
export const RECORD_RULE =
  'Only predictions whose source the community confirmed (or staff verified) count in a record; a push counts as neither right nor wrong.';
/** In plain words; How scoring works says it is the lower end of the 95% Wilson interval. */
export const RANKING_RULE = `Commentators state no confidence, so they are ranked by their accuracy allowing for luck: the lowest accuracy their record makes likely, so a short lucky run ranks below a long good one. At least ${PUNDIT_MIN_RESOLVED} resolved receipts to be ranked.`;
/** The card's and the board's name for the ranking number (the lower end of the 95% Wilson interval of the accuracy). */
export const LUCK_ADJUSTED_LABEL = 'Accuracy allowing for luck';

export const SOURCE_STATUS_LABELS: Record<SourceStatus, string> = {
  unconfirmed: 'Source unconfirmed',
  confirmed: 'Source confirmed',
  disputed: 'Source disputed',
};

/** The source status that the counts give (when staff have not settled it). */
export function sourceStatusOf(confirms: number, disputes: number, threshold: number): SourceStatus {
  if (confirms - disputes >= threshold) return 'confirmed';
  if (disputes - confirms >= threshold) return 'disputed';
  return 'unconfirmed';
}
