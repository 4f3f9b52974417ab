/**
 * Trending and insights for browsers: the constants and the client calls. A separate entry
 * (`@receipts/shared/trending`), not part of `@receipts/shared`: only mfe-feed's pages use it and bundle it, so the
 * shell's first load never carries it.
 */
import { asArray, getApi, peekEndpoint, ROUTES, type InsightsResponse, type Statement } from '@receipts/shared';
import type { TrendingTab, TrendingWindow } from '@receipts/contract/trending';

export * from '@receipts/contract/trending';

const path = (route: { path: string }) => route.path.replace(/^\/api\//, '');

/** GET /api/content-api/trending/'s query, as the browser sends it. */
export interface TrendingRequest {
  tab?: TrendingTab;
  window?: TrendingWindow;
  page?: number;
  per_page?: number;
}

/** Statements by hot score (/trending, the Popular Predictions panel), through the shared client. */
export const trendingApi = {
  list: (query: TrendingRequest = {}) =>
    getApi()
      .get<unknown>(path(ROUTES.statements.trending), { searchParams: { ...query } })
      .then(asArray<Statement>),
  /** The page's inlined answer, synchronously (peekEndpoint). */
  peekList: (query: TrendingRequest = {}): Statement[] | undefined => {
    const answer = peekEndpoint('statements', 'trending', { query });
    return answer === undefined ? undefined : asArray<Statement>(answer);
  },
};

export const insightsApi = {
  get: () => getApi().get<InsightsResponse>(path(ROUTES.insights.get)),
};
