import {
  collectionOf,
  fillPath,
  ROUTES,
  type BodyOf,
  type EndpointGroup,
  type EntityCollection,
  type EntityKind,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type Route,
  type StatementPage,
  type VoteType,
} from '@receipts/contract';
import type { Endpoints } from '@receipts/contract/schemas';
import { getApi } from './default-client';
import { cleanParams, type RequestOptions, type SearchParams } from './client';
import { peekPrefetched, requestKey } from './prefetch';

/** The follow list is fetched with a 5 s timeout. */
export const FOLLOW_LIST_TIMEOUT_MS = 5_000;

type Name<G extends EndpointGroup> = keyof Endpoints[G] & keyof (typeof ROUTES)[G];
type Ep<G extends EndpointGroup, N extends Name<G>> = Endpoints[G][N];

/** What a call takes: path parameters, query and body exactly as the endpoint table defines them. */
export type CallInput<E> = ([ParamsOf<E>] extends [never] ? { params?: undefined } : { params: ParamsOf<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: undefined } : { query?: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: undefined } : { body: BodyOf<E> });

type CallOptions = Pick<RequestOptions, 'timeout' | 'allow401' | 'keepCachedQueries'>;

/** Lists travel as comma lists ('correct,incorrect'); empty values are dropped by the client. */
function searchParams(query: Record<string, unknown> | undefined): SearchParams | undefined {
  if (!query) return undefined;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : (value as SearchParams[string])]),
  );
}

/**
 * Calls one endpoint of the contract's table: its method, its path (relative to the client's `/api` base, as
 * the prefetcher keys requests), with input and answer typed from its schemas.
 */
export function callEndpoint<G extends EndpointGroup, N extends Name<G>>(
  group: G,
  name: N,
  input: CallInput<Ep<G, N>> = {} as CallInput<Ep<G, N>>,
  options: CallOptions = {},
): Promise<ResponseOf<Ep<G, N>>> {
  const route = ROUTES[group][name] as Route;
  const path = fillPath(route.path, input.params as Record<string, string | number> | undefined).replace(/^\/api\//, '');
  const request: RequestOptions = {
    ...options,
    ...(input.query ? { searchParams: searchParams(input.query as Record<string, unknown>) } : {}),
    ...(input.body !== undefined ? { json: input.body } : {}),
  };
  const api = getApi();
  switch (route.method) {
    case 'GET':
      return api.get(path, request);
    case 'POST':
      return api.post(path, request);
    case 'PUT':
      return api.put(path, request);
    case 'PATCH':
      return api.patch(path, request);
    case 'DELETE':
      return api.delete(path, request);
  }
}

/**
 * The answer that came with the page for exactly this GET, synchronously, or undefined (peekPrefetched):
 * what lets a page's first render show its data instead of a spinner.
 */
export function peekEndpoint<G extends EndpointGroup, N extends Name<G>>(
  group: G,
  name: N,
  input: CallInput<Ep<G, N>> = {} as CallInput<Ep<G, N>>,
): ResponseOf<Ep<G, N>> | undefined {
  const route = ROUTES[group][name] as Route;
  const path = fillPath(route.path, input.params as Record<string, string | number> | undefined).replace(/^\/api\//, '');
  return peekPrefetched(requestKey(path, cleanParams(searchParams(input.query as Record<string, unknown> | undefined))));
}

const peekArray = <T>(answer: unknown): T[] | undefined => (answer === undefined ? undefined : asArray<T>(answer));

export const authApi = {
  currentUser: () => callEndpoint('auth', 'currentUser', {}, { allow401: true }),
  firebase: (body: BodyOf<Ep<'auth', 'firebase'>>) => callEndpoint('auth', 'firebase', { body }),
  login: (body: BodyOf<Ep<'auth', 'login'>>) => callEndpoint('auth', 'login', { body }, { allow401: true }),
  register: (body: BodyOf<Ep<'auth', 'register'>>) => callEndpoint('auth', 'register', { body }),
  resendVerification: () => callEndpoint('auth', 'resendVerification'),
  verifyEmail: (token: string, email?: string) => callEndpoint('auth', 'verifyEmail', { params: { token }, query: { email } }),
  logout: () => callEndpoint('auth', 'logout', {}, { allow401: true }),
  authCheck: () => callEndpoint('auth', 'authCheck', {}, { allow401: true }),
  testCreateUser: () => callEndpoint('auth', 'testCreateUser'),
  /** Always the same answer, whether or not the address has an account. */
  requestPasswordReset: (email: string) => callEndpoint('auth', 'passwordReset', { body: { email } }),
  confirmPasswordReset: (body: BodyOf<Ep<'auth', 'passwordResetConfirm'>>) => callEndpoint('auth', 'passwordResetConfirm', { body }),
  /** A wrong current password is a 400 (never 401: the client would send the fan to /login). */
  changePassword: (body: BodyOf<Ep<'auth', 'passwordChange'>>) => callEndpoint('auth', 'passwordChange', { body }),
};

type StatementQuery = QueryOf<Ep<'statements', 'list'>>;
type CursorQuery = Omit<StatementQuery, 'cursor' | 'page'> & { cursor: string };

export const statementsApi = {
  list: (query: Omit<StatementQuery, 'cursor'> = {}) =>
    callEndpoint('statements', 'list', { query }).then(asArray<ResponseOf<Ep<'statements', 'get'>>>),
  /** A keyset page (`cursor`: FIRST_PAGE_CURSOR, then the previous page's next_cursor). */
  page: (query: CursorQuery) => callEndpoint('statements', 'list', { query }).then(asStatementPage),
  get: (id: number | string) => callEndpoint('statements', 'get', { params: { id } }),
  create: (body: BodyOf<Ep<'statements', 'create'>>) => callEndpoint('statements', 'create', { body }),
  remove: (id: number) => callEndpoint('statements', 'remove', { params: { id } }),
  setOutcome: (id: number, body: BodyOf<Ep<'statements', 'setOutcome'>>) =>
    callEndpoint('statements', 'setOutcome', { params: { id }, body }),
  outcomeHistory: (id: number) => callEndpoint('statements', 'outcomeHistory', { params: { id } }),
  /** Confirm or dispute a receipt's source (the same verdict again withdraws it). */
  sourceCheck: (id: number, verdict: BodyOf<Ep<'statements', 'sourceCheck'>>['verdict']) =>
    callEndpoint('statements', 'sourceCheck', { params: { id }, body: { verdict } }, { keepCachedQueries: true }),
  /** Staff settle a receipt's source status. */
  setSourceStatus: (id: number, body: BodyOf<Ep<'statements', 'sourceStatus'>>) =>
    callEndpoint('statements', 'sourceStatus', { params: { id }, body }),
  vote: (body: BodyOf<Ep<'statements', 'vote'>>) => callEndpoint('statements', 'vote', { body }, { keepCachedQueries: true }),
  comments: (id: number | string) =>
    callEndpoint('comments', 'list', { params: { id } }).then(asArray<ResponseOf<Ep<'comments', 'create'>>>),
  addComment: (body: BodyOf<Ep<'comments', 'create'>>) => callEndpoint('comments', 'create', { body }),
  voteComment: (id: number, voteType: VoteType) =>
    callEndpoint('comments', 'vote', { params: { id }, body: { vote_type: voteType } }, { keepCachedQueries: true }),
  /** The page's inlined answers, synchronously (peekEndpoint). */
  peek: {
    list: (query: Omit<StatementQuery, 'cursor'> = {}) =>
      peekArray<ResponseOf<Ep<'statements', 'get'>>>(peekEndpoint('statements', 'list', { query })),
    page: (query: CursorQuery): StatementPage | undefined => {
      const held = peekEndpoint('statements', 'list', { query });
      return held === undefined ? undefined : asStatementPage(held);
    },
    get: (id: number | string) => peekEndpoint('statements', 'get', { params: { id } }),
    comments: (id: number | string) =>
      peekArray<ResponseOf<Ep<'comments', 'create'>>>(peekEndpoint('comments', 'list', { params: { id } })),
  },
};

function directory<G extends EntityCollection>(group: G) {
  type Entity = ResponseOf<Ep<G, 'get'>>;
  return {
    list: (query: QueryOf<Ep<'commentators', 'list'>> = { sort: 'popular' }) =>
      (callEndpoint(group, 'list' as Name<G>, { query } as never) as Promise<unknown>).then(asArray<Entity>),
    get: (slug: string) => callEndpoint(group, 'get' as Name<G>, { params: { slug } } as never) as Promise<Entity>,
    /** The page's inlined answers, synchronously (peekEndpoint). */
    peekList: (query: QueryOf<Ep<'commentators', 'list'>> = { sort: 'popular' }) =>
      peekArray<Entity>(peekEndpoint(group, 'list' as Name<G>, { query } as never)),
    peekGet: (slug: string) => peekEndpoint(group, 'get' as Name<G>, { params: { slug } } as never) as Entity | undefined,
    /** The pundit's record from the receipts members posted. */
    record: (slug: string, query: QueryOf<Ep<'commentators', 'record'>> = {}) =>
      callEndpoint(group, 'record' as Name<G>, { params: { slug }, query } as never) as Promise<ResponseOf<Ep<'commentators', 'record'>>>,
    updatePhoto: (slug: string, photoUrl: string) =>
      callEndpoint(group, 'updatePhoto' as Name<G>, { params: { slug }, body: { photo_url: photoUrl } } as never) as Promise<Entity>,
  };
}

export const directoryApi = {
  commentators: directory('commentators'),
  podcasts: directory('podcasts'),
  shows: directory('shows'),
};

/** The directory endpoints of one entity kind. */
export const directoryOf = (kind: EntityKind) => directoryApi[collectionOf(kind)];

export const followsApi = {
  mine: () => callEndpoint('follows', 'mine', {}, { timeout: FOLLOW_LIST_TIMEOUT_MS }),
  ofUser: (username: string) => callEndpoint('follows', 'ofUser', { params: { username } }),
  toggle: (body: BodyOf<Ep<'follows', 'toggle'>>) => callEndpoint('follows', 'toggle', { body }),
};

export const usersApi = {
  profile: (username: string) => callEndpoint('users', 'profile', { params: { username } }),
  record: (username: string, query: QueryOf<Ep<'users', 'record'>> = {}) =>
    callEndpoint('users', 'record', { params: { username }, query }),
  /** The signed-in member's own profile (Settings): a username already taken answers 409. */
  updateMe: (body: BodyOf<Ep<'users', 'updateMe'>>) => callEndpoint('users', 'updateMe', { body }),
  /** The member's avatar: one JPEG, PNG or WebP file (multipart field `file`), stored and set as their photo. */
  uploadAvatar: (file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return getApi().post<ResponseOf<Ep<'users', 'avatarUpload'>>>(ROUTES.users.avatarUpload.path.replace(/^\/api\//, ''), { body: form });
  },
};

/** Members ask for features and vote (one vote each); staff set a request's status. */
export const featureRequestsApi = {
  list: () => callEndpoint('featureRequests', 'list'),
  create: (body: BodyOf<Ep<'featureRequests', 'create'>>) => callEndpoint('featureRequests', 'create', { body }),
  vote: (id: number) => callEndpoint('featureRequests', 'vote', { params: { id: String(id) } }),
  unvote: (id: number) => callEndpoint('featureRequests', 'unvote', { params: { id: String(id) } }),
  setStatus: (id: number, body: BodyOf<Ep<'featureRequests', 'setStatus'>>) =>
    callEndpoint('featureRequests', 'setStatus', { params: { id: String(id) }, body }),
};

/** The signed-in member's own votes and comments (My Activity), newest first. */
export const activityApi = {
  votes: (query: QueryOf<Ep<'activity', 'votes'>> = {}) => callEndpoint('activity', 'votes', { query }),
  comments: (query: QueryOf<Ep<'activity', 'comments'>> = {}) => callEndpoint('activity', 'comments', { query }),
};

/** The ranked track records. */
type BoardAnswer = ResponseOf<Ep<'leaderboards', 'get'>>;
type BoardQuery = Omit<QueryOf<Ep<'leaderboards', 'get'>>, 'scope'>;

export const leaderboardsApi = {
  /** Members' board (scope=users, the default). */
  get: (query: BoardQuery = {}) => callEndpoint('leaderboards', 'get', { query }) as Promise<Extract<BoardAnswer, { scope: 'users' }>>,
  /** The commentators', podcasts' or shows' board. */
  pundits: (scope: Exclude<BoardAnswer['scope'], 'users'>, query: BoardQuery = {}) =>
    callEndpoint('leaderboards', 'get', { query: { ...query, scope } }) as Promise<Exclude<BoardAnswer, { scope: 'users' }>>,
};

/** Members report; staff read the queue and audit and act. */
export const moderationApi = {
  report: (body: BodyOf<Ep<'reports', 'create'>>) => callEndpoint('reports', 'create', { body }),
  queue: () => callEndpoint('moderation', 'queue').then(asArray<ResponseOf<Ep<'moderation', 'queue'>>[number]>),
  act: (body: BodyOf<Ep<'moderation', 'act'>>) => callEndpoint('moderation', 'act', { body }),
  audit: () => callEndpoint('moderation', 'audit').then(asArray<ResponseOf<Ep<'moderation', 'audit'>>[number]>),
  /** The author of a hidden statement or comment asks moderators to look again (once: a second answers 409). */
  appeal: (body: BodyOf<Ep<'appeals', 'create'>>) => callEndpoint('appeals', 'create', { body }),
  appeals: () => callEndpoint('moderation', 'appeals').then(asArray<ResponseOf<Ep<'moderation', 'appeals'>>[number]>),
  answerAppeal: (id: number, body: BodyOf<Ep<'moderation', 'answerAppeal'>>) =>
    callEndpoint('moderation', 'answerAppeal', { params: { id: String(id) }, body }),
};

/** The signed-in fan's notifications (the live stream is an EventSource on ROUTES.notifications.stream). */
export const notificationsApi = {
  list: (query: QueryOf<Ep<'notifications', 'list'>> = {}) => callEndpoint('notifications', 'list', { query }),
  read: (body: BodyOf<Ep<'notifications', 'read'>>) => callEndpoint('notifications', 'read', { body }, { keepCachedQueries: true }),
  preferences: () => callEndpoint('notifications', 'preferences'),
  updatePreferences: (body: BodyOf<Ep<'notifications', 'updatePreferences'>>) =>
    callEndpoint('notifications', 'updatePreferences', { body }, { keepCachedQueries: true }),
};

/** A keyset page's answer; anything else reads as an empty last page. */
export function asStatementPage(value: unknown): StatementPage {
  const page = value as Partial<StatementPage> | null;
  return page && Array.isArray(page.results)
    ? { results: page.results, next_cursor: typeof page.next_cursor === 'string' ? page.next_cursor : null }
    : { results: [], next_cursor: null };
}

/** Non-array list responses are treated as empty lists. */
export function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Games: the schedule and a game's page for everyone; staff add, change, import and enter results. */
export const gamesApi = {
  list: (query: QueryOf<Ep<'games', 'list'>> = {}) => callEndpoint('games', 'list', { query }),
  get: (id: number) => callEndpoint('games', 'get', { params: { id: String(id) } }),
  create: (body: BodyOf<Ep<'games', 'create'>>) => callEndpoint('games', 'create', { body }),
  update: (id: number, body: BodyOf<Ep<'games', 'update'>>) => callEndpoint('games', 'update', { params: { id: String(id) }, body }),
  importSchedule: (body: BodyOf<Ep<'games', 'import'>>) => callEndpoint('games', 'import', { body }),
  result: (id: number, body: BodyOf<Ep<'games', 'result'>>) => callEndpoint('games', 'result', { params: { id: String(id) }, body }),
  audit: (id: number) =>
    callEndpoint('games', 'audit', { params: { id: String(id) } }).then(asArray<ResponseOf<Ep<'games', 'audit'>>[number]>),
};
