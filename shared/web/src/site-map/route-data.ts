import { matchRoute } from './match';

/** A GET the page will make first, relative to the API base URL (as the shared client's endpoints write it). */
export interface DataRequest {
  path: string;
  searchParams?: Record<string, string | number | boolean>;
}

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

/**
 * A remote's declaration of one first GET of one of its pages (its src/first-data.json, carried in its
 * mf-manifest.json as `metaData.receipts.firstData`): the server answers it into the page and the shell starts it
 * while the remote loads. `:name` segments of `path` take the route's parameters; `fromSearch` copies those query
 * parameters of the page's URL that are present, `'page:api'` under another name (the feed's `?sort=` is the API's
 * `sort_by`).
 */
export interface FirstDataDeclaration {
  path: string;
  searchParams?: Record<string, string | number | boolean>;
  fromSearch?: string[];
}

/** A remote's first GETs by route pattern. A page listed must request exactly these first (e2e checks duplicates). */
export type FirstData = Record<string, FirstDataDeclaration[]>;

function fill(path: string, params: Record<string, string | undefined>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => encodeURIComponent(params[name] ?? ''));
}

function fromSearch(names: string[] = [], search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((entry) => {
      const [name, as = name] = entry.split(':') as [string, string?];
      const value = search.get(name)?.trim();
      return value ? [[as, value]] : [];
    }),
  );
}

/** The data requests for a location by what the page's remote declares, or none when the page is not listed. */
export function dataRequestsFor(pathname: string, search: string, firstData: FirstData = {}): DataRequest[] {
  for (const [pattern, declarations] of Object.entries(firstData)) {
    const params = matchRoute(pattern, pathname);
    if (!params || !Array.isArray(declarations)) continue;
    const query = new URLSearchParams(search);
    return declarations.map((declaration) => ({
      path: fill(declaration.path, params),
      searchParams: { ...fromSearch(declaration.fromSearch, query), ...declaration.searchParams },
    }));
  }
  return [];
}

/** Who is signed in: asked on every first load, beside the page's own data. */
export const CURRENT_USER_REQUEST: DataRequest = { path: 'auth/user/' };

/** Everything a first load of this location asks the API for, the signed-in user first. */
export function firstLoadRequests(pathname: string, search: string, firstData?: FirstData): DataRequest[] {
  return [CURRENT_USER_REQUEST, ...dataRequestsFor(pathname, search, firstData)];
}
