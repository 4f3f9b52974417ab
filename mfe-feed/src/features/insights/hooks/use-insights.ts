import { useCachedData } from '@receipts/shared';
import { insightsApi } from '@receipts/shared/trending';

export const INSIGHTS_KEY = 'insights';

/** The community insights through the shared cache (Back shows them again with no request). */
export function useInsights() {
  return useCachedData(INSIGHTS_KEY, () => insightsApi.get());
}
