import { isApiError } from '@receipts/shared';

export const FEED_LOAD_ERROR = 'Failed to load statements. Please try again later.';
export const FEED_NETWORK_ERROR = 'Backend server is not responding...';
export const FEED_UNKNOWN_SUBJECT = 'There is no such team or player to filter by. Clear the filters to see everything.';

/** A 400 about the team or player filter (a mistyped or outdated `?team=` link): nothing to try again later. */
const isUnknownSubject = (error: unknown) => {
  if (!isApiError(error, 400) || typeof error.body !== 'object' || !error.body) return false;
  const fields = Object.keys((error.body as { errors?: Record<string, unknown> }).errors ?? {});
  return fields.some((field) => field === 'querystring.team' || field === 'querystring.player');
};

/** An HTTP error answer vs. no answer at all (network failure or timeout). */
export function feedErrorMessage(error: unknown): string {
  if (isUnknownSubject(error)) return FEED_UNKNOWN_SUBJECT;
  return isApiError(error) ? FEED_LOAD_ERROR : FEED_NETWORK_ERROR;
}
