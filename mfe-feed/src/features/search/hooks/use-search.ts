import { useCachedData } from '@receipts/shared';
import { SEARCH_LIMIT_ALL, SEARCH_LIMIT_ONE, searchApi, searchItems, type SearchType } from '@receipts/shared/search';

/** One query × kind (or every kind) through the shared cache: Back and tab switches show it again with no request. */
export function useSearch(q: string, type: SearchType | null) {
  return useCachedData(`search:${type ?? 'all'}:${q}`, () =>
    searchApi({ q, ...(type ? { type, limit: SEARCH_LIMIT_ONE } : { limit: SEARCH_LIMIT_ALL }) }).then(searchItems),
  );
}
