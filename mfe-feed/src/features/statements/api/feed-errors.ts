import { isApiError } from '@receipts/shared';

export const FEED_LOAD_ERROR = 'Failed to load statements. Please try again later.';
export const FEED_NETWORK_ERROR = 'Backend server is not responding...';

/** Spec §8: an HTTP error answer vs. no answer at all (network failure or timeout). */
export function feedErrorMessage(error: unknown): string {
  return isApiError(error) ? FEED_LOAD_ERROR : FEED_NETWORK_ERROR;
}
