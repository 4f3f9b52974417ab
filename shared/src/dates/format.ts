/**
 * Every date the site shows, formatted with date-fns in the viewer's time zone (issue 13).
 * A separate entry (`@receipts/shared/dates`), not part of `@receipts/shared`: the shell's first load
 * never carries date-fns; each remote that shows dates bundles what it uses (tree-shaken).
 */
import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

/** The formats the spec names. */
export const DATE_FORMATS = {
  /** Spec §2.8: statement and comment dates, e.g. 'Jan 5, 2026 • 3:07 PM'. */
  dateTime: 'MMM d, yyyy • h:mm a',
  /** A day, e.g. a video's publication: 'Jan 5, 2026'. */
  date: 'MMM d, yyyy',
  /** A month, e.g. the profile's 'Joined January 2026'. */
  month: 'MMMM yyyy',
  /** A game day in a short list, e.g. insights' upcoming predictions: 'Mon, Jan 5'. */
  weekday: 'EEE, MMM d',
  /** Spec §4: event dates are YYYY-MM-DD. */
  eventDate: 'yyyy-MM-dd',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date || typeof value === 'number') return new Date(value);
  return parseISO(value);
}

/** `value` in one of the spec's formats; '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined, kind: DateFormat = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(date, DATE_FORMATS[kind]) : '';
}

/** Spec §2.8 'MMM d, yyyy • h:mm a'. */
export const formatStatementDate = (iso: string | null | undefined): string => formatDate(iso, 'dateTime');

/** How long until `value` from `now`, e.g. '3 days', '5 hours', '12 minutes'; '' when it has passed or is invalid. */
export function formatTimeLeft(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const date = toDate(value);
  if (!isValid(date) || date.getTime() <= now.getTime()) return '';
  return formatDistanceStrict(date, now, { roundingMethod: 'floor' });
}
