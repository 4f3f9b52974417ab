import { matchRoute } from './match';
import { POPULAR_PREDICTIONS_TRENDING } from '../contract/trending';

/** A GET the page will make first, relative to the API base URL (as the shared client's endpoints write it). */
export interface DataRequest {
  path: string;
  searchParams?: Record<string, string | number | boolean>;
}

type RouteData = (params: Record<string, string | undefined>, search: URLSearchParams) => DataRequest[];

/**
 * Orders [key, value] pairs by key, code unit by code unit. Not localeCompare: its first call loads ICU's collator,
 * 10 ms of a phone's first-load main thread, for keys that are ASCII parameter names.
 */
export const byKey = ([a]: [string, unknown], [b]: [string, unknown]): number => (a < b ? -1 : a > b ? 1 : 0);

/** One key per GET, whatever the order of its query parameters (how started and inlined answers are found). */
export function requestKey(path: string, searchParams: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(searchParams).sort(byKey)).toString();
  return `${path.replace(/^\//, '')}?${query}`;
}

/** A data request's search parameters as the client sends them (strings). */
export function requestParams(request: DataRequest): Record<string, string> {
  return Object.fromEntries(Object.entries(request.searchParams ?? {}).map(([key, value]) => [key, String(value)]));
}

/** Spec §9: feed pages hold 10 statements. The feed's own hook uses this very number. */
export const FEED_PAGE_SIZE = 10;
/** The home page's Popular Predictions panel (spec §2.6) ranks like /trending (issue 11). */
export const POPULAR_PREDICTIONS_REQUEST: DataRequest = { path: 'content-api/trending/', searchParams: { ...POPULAR_PREDICTIONS_TRENDING } };

const searchTerm = (search: URLSearchParams): Record<string, string> => {
  const term = search.get('search')?.trim();
  return term ? { search: term } : {};
};
/** The home feed's filters as its URL carries them (mfe-feed's filter panel writes `?league=NBA` and so on). */
const FEED_FILTER_PARAMS = ['type', 'league', 'topic', 'outcome'] as const;
const feedFilters = (search: URLSearchParams): Record<string, string> =>
  Object.fromEntries(FEED_FILTER_PARAMS.flatMap((name) => (search.get(name) ? [[name, search.get(name) as string]] : [])));
const feedPage = (query: Record<string, string | boolean>): DataRequest => ({
  path: 'content-api/statements/',
  searchParams: { ...query, page: 1, per_page: FEED_PAGE_SIZE },
});
const statement: RouteData = ({ id }) => [
  { path: `content-api/statements/${id}/` },
  { path: `content-api/statements/${id}/comments/` },
];
const directoryList = (kind: string): RouteData => () => [{ path: `${kind}/`, searchParams: { sort: 'popular' } }];
const directoryDetail = (kind: string): RouteData => ({ slug = '' }) => [{ path: `${kind}/${encodeURIComponent(slug)}/` }];

/**
 * The first data requests of the pages fans open most. The shell starts them while the page's remote is
 * still loading, and the shared client hands each answer to the page's identical request (api/prefetch.ts).
 * A page listed here must request exactly this first; the e2e first-load test fails on a duplicate.
 */
export const ROUTE_DATA: Record<string, RouteData> = {
  '/': (_params, search) => [
    feedPage({ ...feedFilters(search), ...searchTerm(search) }),
    POPULAR_PREDICTIONS_REQUEST],
  '/statements/:id': statement,
  '/opinions/:id': statement,
  '/commentators': directoryList('commentators'),
  '/podcasts': directoryList('podcasts'),
  '/shows': directoryList('shows'),
  '/commentators/:slug': directoryDetail('commentators'),
  '/podcasts/:slug': directoryDetail('podcasts'),
  '/shows/:slug': directoryDetail('shows'),
};

/** The data requests for a location, or none when the page is not listed. */
export function dataRequestsFor(pathname: string, search: string): DataRequest[] {
  for (const [pattern, requests] of Object.entries(ROUTE_DATA)) {
    const params = matchRoute(pattern, pathname);
    if (params) return requests(params, new URLSearchParams(search));
  }
  return [];
}

/** Who is signed in: asked on every first load, beside the page's own data. */
export const CURRENT_USER_REQUEST: DataRequest = { path: 'auth/user/' };

/** Everything a first load of this location asks the API for, the signed-in user first. */
export function firstLoadRequests(pathname: string, search: string): DataRequest[] {
  return [CURRENT_USER_REQUEST, ...dataRequestsFor(pathname, search)];
}
