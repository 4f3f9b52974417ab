/**
 * Search for browsers: the client call, where each hit links to, and highlighting. A separate entry
 * (`@receipts/shared/search`), not part of `@receipts/shared`: the shell loads it with its suggestion box's lazy
 * chunk on first focus, and the results page's remote bundles it; the shell's first load never carries it.
 */
import { getApi, ROUTES } from '@receipts/shared';
import type { EntityHit, SearchResponse, StatementHit, UserSummary } from '@receipts/contract';
import type { SearchType } from '@receipts/contract/search';

export {
  SEARCH_LIMIT_ALL,
  SEARCH_LIMIT_MAX,
  SEARCH_LIMIT_ONE,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  SEARCH_TYPES,
  type SearchType,
} from '@receipts/contract/search';
export { highlightParts, type HighlightPart } from './highlight';

export interface SearchRequest {
  q: string;
  type?: SearchType;
  limit?: number;
}

/** GET /api/search/ through the shared client (CSRF, bearer token, timeouts, the test mocks). */
export function searchApi(request: SearchRequest): Promise<SearchResponse> {
  const searchParams: Record<string, string | number> = { q: request.q };
  if (request.type) searchParams.type = request.type;
  if (request.limit) searchParams.limit = request.limit;
  return getApi().get<SearchResponse>(ROUTES.search.get.path.replace(/^\/api\//, ''), { searchParams });
}

/** How each kind is named, in the order suggestions and tabs show them (people before takes). */
export const SEARCH_KIND_LABELS: Record<SearchType, string> = {
  commentators: 'Commentators',
  podcasts: 'Podcasts',
  shows: 'Shows',
  users: 'People',
  statements: 'Takes',
};
export const SEARCH_KIND_ORDER: readonly SearchType[] = ['commentators', 'podcasts', 'shows', 'users', 'statements'];

/** One hit of any kind, with the page it opens and the text it is shown by. */
export interface SearchItem {
  kind: SearchType;
  key: string;
  href: string;
  label: string;
  detail: string | null;
  photo: string | null;
  /** A take's author (their profile is one tap away on the results page). */
  author?: UserSummary;
}

const statementItem = (hit: StatementHit): SearchItem => ({
  kind: 'statements',
  key: `statements-${hit.id}`,
  href: `/${hit.statement_type === 'prediction' ? 'statements' : 'opinions'}/${hit.id}`,
  label: hit.title,
  detail: hit.excerpt || null,
  photo: null,
  author: hit.user,
});
const userItem = (user: UserSummary): SearchItem => ({
  kind: 'users',
  key: `users-${user.id}`,
  href: `/profile/${encodeURIComponent(user.username)}`,
  label: user.display_name || user.username,
  detail: `@${user.username}`,
  photo: user.photoURL,
});
const entityItem =
  (kind: 'commentators' | 'podcasts' | 'shows') =>
  (hit: EntityHit): SearchItem => ({
    kind,
    key: `${kind}-${hit.id}`,
    href: `/${kind}/${encodeURIComponent(hit.slug)}`,
    label: hit.name,
    detail: hit.sport_league_name,
    photo: hit.photo_url,
  });

/** The answer's hits per kind, in SEARCH_KIND_ORDER, as links. */
export function searchItems(response: SearchResponse): Record<SearchType, SearchItem[]> {
  return {
    commentators: response.commentators.map(entityItem('commentators')),
    podcasts: response.podcasts.map(entityItem('podcasts')),
    shows: response.shows.map(entityItem('shows')),
    users: response.users.map(userItem),
    statements: response.statements.map(statementItem),
  };
}

/** The results page of a query: `/search?q=…` (and `&tab=` for one kind). */
export const searchPageHref = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;
