/** 0.625 → '63%'. */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** '2026-05-03' → 'Sun, May 3' (the date as written, whatever the viewer's zone). */
export function formatEventDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const predictionsCount = (count: number, what = 'prediction') => `${count.toLocaleString('en-US')} ${what}${count === 1 ? '' : 's'}`;
