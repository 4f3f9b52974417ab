import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

/** The site's date formats. */
export const DATE_FORMATS = {
  /** Statement and comment dates, e.g. 'Jan 5, 2026 • 3:07 PM'. */
  dateTime: 'MMM d, yyyy • h:mm a',
  /** A day, e.g. a video's publication: 'Jan 5, 2026'. */
  date: 'MMM d, yyyy',
  /** A month, e.g. the profile's 'Joined January 2026'. */
  month: 'MMMM yyyy',
  /** A game day in a short list, e.g. insights' upcoming predictions: 'Mon, Jan 5'. */
  weekday: 'EEE, MMM d',
  /** Event dates are YYYY-MM-DD. */
  eventDate: 'yyyy-MM-dd',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date || typeof value === 'number') return new Date(value);
  return parseISO(value);
}

/** `value` in one of the site's formats; '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined, kind: DateFormat = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(date, DATE_FORMATS[kind]) : '';
}

/** Statement and comment dates: 'MMM d, yyyy • h:mm a'. */
export const formatStatementDate = (iso: string | null | undefined): string => formatDate(iso, 'dateTime');

/**
 * Within this long, a date in a list reads as time ago ('5 minutes ago'); older ones read as the full date and time.
 */
export const RECENT_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A date in a list (cards, comments, notifications): 'just now' under a minute, '5 minutes ago', '3 hours ago',
 * '2 days ago' within a week, and the full 'MMM d, yyyy • h:mm a' after that (or when the date is in the future by
 * more than a minute: another clock's skew). The statement page's own date keeps the full date and time, since a shared
 * link is read long after it was posted.
 */
export function formatRecent(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!isValid(date)) return '';
  const age = now.getTime() - date.getTime();
  if (age < -60_000 || age >= RECENT_WITHIN_MS) return format(date, DATE_FORMATS.dateTime);
  if (age < 60_000) return 'just now';
  return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' });
}

/** How long until `value` from `now`, e.g. '3 days', '5 hours', '12 minutes'; '' when it has passed or is invalid. */
export function formatTimeLeft(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const date = toDate(value);
  if (!isValid(date) || date.getTime() <= now.getTime()) return '';
  return formatDistanceStrict(date, now, { roundingMethod: 'floor' });
}
