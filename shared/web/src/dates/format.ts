/**
 * The site's date formats, in the viewer's time zone. Written out here, not with a date library (its formatter and
 * locale were the largest part of the feed's code for `/`) nor with Intl (its first formatter in a page loads ICU data
 * on the main thread, during hydration: docs/decisions/0007-dates-without-intl.md). The site is in English and shows
 * five fixed formats and one kind of distance.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const pad2 = (value: number): string => String(value).padStart(2, '0');
const shortMonth = (date: Date): string => MONTHS[date.getMonth()].slice(0, 3);
const day = (date: Date): string => `${shortMonth(date)} ${date.getDate()}, ${date.getFullYear()}`;

function time(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${pad2(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The site's date formats (the patterns name them as date pickers and designs do). */
const FORMATTERS = {
  /** Statement and comment dates, e.g. 'Jan 5, 2026 • 3:07 PM' (MMM d, yyyy • h:mm a). */
  dateTime: (date: Date) => `${day(date)} • ${time(date)}`,
  /** A day, e.g. a video's publication: 'Jan 5, 2026' (MMM d, yyyy). */
  date: day,
  /** A month, e.g. the profile's 'Joined January 2026' (MMMM yyyy). */
  month: (date: Date) => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`,
  /** A game day in a short list, e.g. insights' upcoming predictions: 'Mon, Jan 5' (EEE, MMM d). */
  weekday: (date: Date) => `${WEEKDAYS[date.getDay()]}, ${shortMonth(date)} ${date.getDate()}`,
  /** Event dates: '2026-01-05' (yyyy-MM-dd). */
  eventDate: (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`,
} satisfies Record<string, (date: Date) => string>;

export type DateFormat = keyof typeof FORMATTERS;

/** A calendar day without a time ('2026-01-05') is that day in the viewer's zone, not midnight UTC. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date || typeof value === 'number') return new Date(value);
  const calendarDay = CALENDAR_DAY.exec(value);
  if (calendarDay) return new Date(Number(calendarDay[1]), Number(calendarDay[2]) - 1, Number(calendarDay[3]));
  // ISO 8601 with or without an offset (without one it is local time), also with a space for the 'T'.
  return new Date(/^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value);
}

const isValid = (date: Date): boolean => !Number.isNaN(date.getTime());

/** `value` in one of the site's formats; '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined, kind: DateFormat = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? FORMATTERS[kind](date) : '';
}

/** Statement and comment dates: 'MMM d, yyyy • h:mm a'. */
export const formatStatementDate = (iso: string | null | undefined): string => formatDate(iso, 'dateTime');

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const MONTH_MINUTES = 30 * DAY_MINUTES;
const YEAR_MINUTES = 365 * DAY_MINUTES;

/**
 * The distance between two moments in the largest unit that fits, rounded down ('1 minute', '5 hours', '3 days',
 * '2 months'). Days and longer count the clock change of a daylight saving switch between them as no time.
 */
function distance(from: Date, to: Date): string {
  const [earlier, later] = from <= to ? [from, to] : [to, from];
  const ms = later.getTime() - earlier.getTime();
  const minutes = ms / MINUTE_MS;
  const zoneShift = (later.getTimezoneOffset() - earlier.getTimezoneOffset()) * MINUTE_MS;
  const calendarMinutes = (ms - zoneShift) / MINUTE_MS;
  const [count, unit] =
    minutes < 1
      ? [ms / 1000, 'second']
      : minutes < 60
        ? [minutes, 'minute']
        : minutes < DAY_MINUTES
          ? [minutes / 60, 'hour']
          : calendarMinutes < MONTH_MINUTES
            ? [calendarMinutes / DAY_MINUTES, 'day']
            : calendarMinutes < YEAR_MINUTES
              ? [calendarMinutes / MONTH_MINUTES, 'month']
              : [calendarMinutes / YEAR_MINUTES, 'year'];
  const whole = Math.floor(count);
  // Eleven whole months and some days can round to 12: that is a year.
  if (unit === 'month' && whole === 12) return '1 year';
  return `${whole} ${unit}${whole === 1 ? '' : 's'}`;
}

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
  if (age < -60_000 || age >= RECENT_WITHIN_MS) return FORMATTERS.dateTime(date);
  if (age < 60_000) return 'just now';
  return `${distance(date, now)} ago`;
}

/** How long until `value` from `now`, e.g. '3 days', '5 hours', '12 minutes'; '' when it has passed or is invalid. */
export function formatTimeLeft(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const date = toDate(value);
  if (!isValid(date) || date.getTime() <= now.getTime()) return '';
  return distance(now, date);
}
