import type { LeaderboardWindow } from '@receipts/contract';

/** Calendar days as 'YYYY-MM-DD' in a time zone; arithmetic on them in UTC (days have no zone once named). */
const formats = new Map<string, Intl.DateTimeFormat>();
export function dayIn(timeZone: string, instant: Date): string {
  // Building a DateTimeFormat costs far more than using one (it was 4% of a leaderboard request's CPU): one per zone.
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const ROLLING = { '7d': 7, '30d': 30 } as const;
export const ROLLING_PERIODS = Object.keys(ROLLING) as (keyof typeof ROLLING)[];
export const LONGEST_ROLLING = 30;

/** The first resolution day a window counts on `today`; null for all time. */
export function windowStart(window: LeaderboardWindow, today: string): string | null {
  if (window === 'all') return null;
  if (window === 'season') return `${today.slice(0, 4)}-01-01`;
  return addDays(today, 1 - ROLLING[window]);
}

/** The score_boards period that holds a window on `today`. */
export function periodOf(window: LeaderboardWindow, today: string): string {
  return window === 'season' ? `season:${today.slice(0, 4)}` : window;
}

/** Every period a prediction resolved on `day` counts in, seen from `today`. */
export function periodsOfDay(day: string, today: string): string[] {
  const periods = ['all', `season:${day.slice(0, 4)}`];
  for (const period of ROLLING_PERIODS) if (day >= addDays(today, 1 - ROLLING[period]) && day <= today) periods.push(period);
  return periods;
}
