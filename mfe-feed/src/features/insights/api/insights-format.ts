import { formatDate } from '@receipts/shared/dates';

/** 0.625 → '63%'. */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** '2026-01-05' → 'Mon, Jan 5' (a calendar day, through the shared date helper). */
export const formatEventDay = (day: string): string => formatDate(day, 'weekday');

export const predictionsCount = (count: number, what = 'prediction') => `${count.toLocaleString('en-US')} ${what}${count === 1 ? '' : 's'}`;
