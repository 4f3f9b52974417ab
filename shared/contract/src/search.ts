/**
 * Search: what can be searched and the limits, written once for the API, the top bar's suggestions
 * and the results page. Not exported from the contract's index (the shell's first load never carries it):
 * browsers take it through '@receipts/shared/search'.
 */
export const SEARCH_TYPES = ['statements', 'users', 'commentators', 'podcasts', 'shows'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** A query is trimmed, then must have this many characters at least (one letter matches too much to help). */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
/** Hits per kind: by default when every kind is searched (the top bar's suggestions), at most when one kind is. */
export const SEARCH_LIMIT_ALL = 5;
export const SEARCH_LIMIT_ONE = 20;
export const SEARCH_LIMIT_MAX = 50;
