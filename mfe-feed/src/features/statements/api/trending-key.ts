import type { TrendingTab, TrendingWindow } from '@receipts/shared';

/**
 * The query-cache key of a trending list. It starts with 'statements:' (the shared cache's statement-list prefix),
 * so a vote anywhere shows in it too (shareStatement).
 */
export const trendingKey = (tab: TrendingTab, timeWindow: TrendingWindow, perPage: number) =>
  `statements:trending:${tab}:${timeWindow}:${perPage}`;
