import { EVENT_DATE_IN_PAST, currentRuntimeConfig } from '@receipts/shared';

/** The API's default TRACK_RECORD_TIME_ZONE, for a server that does not say its zone (or no shell: a dev server). */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Event dates are calendar days in the API's TRACK_RECORD_TIME_ZONE, which the server's runtime config carries:
 * the form checks against the same day, so a fan hears 'today or later' before the API would refuse it.
 */
export function siteTimeZone(): string {
  return currentRuntimeConfig()?.trackRecordTimeZone ?? DEFAULT_TIME_ZONE;
}

export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/** Today as YYYY-MM-DD in `timeZone`. */
export function todayIn(timeZone: string = siteTimeZone(), clock: Clock = systemClock): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(clock());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** EVENT_DATE_IN_PAST for a date before `today` (both YYYY-MM-DD, so they compare as strings); null otherwise or when empty. */
export function eventDateError(eventDate: string, today: string): string | null {
  return eventDate !== '' && eventDate < today ? EVENT_DATE_IN_PAST : null;
}
