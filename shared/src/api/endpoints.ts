import type {
  AuthCheckResponse, BackendUser, Catalog, Comment, Commentator, CreateCommentRequest, CreateStatementRequest,
  DirectoryListQuery, EmailLoginRequest, EmailRegisterRequest, FirebaseAuthRequest, FollowLists,
  FollowToggleRequest, FollowToggleResponse, OutcomeUpdateRequest, Podcast, PublicProfile, SessionResponse, Show,
  Statement, StatementListQuery, UserResponse, VerifyEmailResponse, VoteToggleRequest, VoteToggleResponse, VoteType,
} from '../contract';
import { getApi } from './default-client';
import type { SearchParams } from './client';

/** Spec §9: the follow list is fetched with a 5 s timeout. */
export const FOLLOW_LIST_TIMEOUT_MS = 5_000;

export const authApi = {
  currentUser: () => getApi().get<UserResponse>('auth/user/', { allow401: true }),
  firebase: (payload: FirebaseAuthRequest) => getApi().post<SessionResponse>('auth/firebase/', { json: payload }),
  login: (payload: EmailLoginRequest) => getApi().post<SessionResponse>('auth/email/login/', { json: payload, allow401: true }),
  register: (payload: EmailRegisterRequest) => getApi().post<SessionResponse>('auth/email/register/', { json: payload }),
  resendVerification: () => getApi().post<{ message: string }>('auth/email/resend-verification/'),
  verifyEmail: (token: string, email?: string) =>
    getApi().get<VerifyEmailResponse>(`auth/email/verify/${encodeURIComponent(token)}/`, { searchParams: { email } }),
  logout: () => getApi().post<{ success: boolean }>('auth/logout/', { allow401: true }),
  authCheck: () => getApi().get<AuthCheckResponse>('auth-check/', { allow401: true }),
  testCreateUser: () => getApi().get<{ user: BackendUser; created: boolean }>('auth/test-create-user/'),
};

export const statementsApi = {
  list: (query: StatementListQuery = {}) =>
    getApi().get<Statement[]>('content-api/statements/', { searchParams: query as SearchParams }).then((v) => asArray<Statement>(v)),
  get: (id: number | string) => getApi().get<Statement>(`content-api/statements/${id}/`),
  create: (payload: CreateStatementRequest) => getApi().post<Statement>('content-api/statements/', { json: payload }),
  remove: (id: number) => getApi().delete<void>(`content-api/statements/${id}/`),
  setOutcome: (id: number, payload: OutcomeUpdateRequest) =>
    getApi().patch<Statement>(`content-api/statements/${id}/outcome/`, { json: payload }),
  vote: (payload: VoteToggleRequest) => getApi().post<VoteToggleResponse>('content-api/votes/toggle/', { json: payload }),
  comments: (id: number | string) => getApi().get<Comment[]>(`content-api/statements/${id}/comments/`).then((v) => asArray<Comment>(v)),
  addComment: (payload: CreateCommentRequest) => getApi().post<Comment>('content-api/comments/', { json: payload }),
  voteComment: (id: number, voteType: VoteType) =>
    getApi().post<VoteToggleResponse>(`content-api/comments/${id}/vote/`, { json: { vote_type: voteType } }),
  catalog: () => getApi().get<Catalog>('content-api/catalog/'),
};

type DirectoryKind = 'commentators' | 'podcasts' | 'shows';
interface DirectoryEntity { commentators: Commentator; podcasts: Podcast; shows: Show }

function directory<K extends DirectoryKind>(kind: K) {
  return {
    list: (query: DirectoryListQuery = { sort: 'popular' }) =>
      getApi().get<DirectoryEntity[K][]>(`${kind}/`, { searchParams: query as SearchParams }).then((v) => asArray<DirectoryEntity[K]>(v)),
    get: (slug: string) => getApi().get<DirectoryEntity[K]>(`${kind}/${encodeURIComponent(slug)}/`),
    updatePhoto: (slug: string, photoUrl: string) =>
      getApi().patch<DirectoryEntity[K]>(`${kind}/${encodeURIComponent(slug)}/update-photo/`, { json: { photo_url: photoUrl } }),
  };
}

export const directoryApi = {
  commentators: directory('commentators'),
  podcasts: directory('podcasts'),
  shows: directory('shows'),
};

export const followsApi = {
  mine: () => getApi().get<FollowLists>('follow/list/', { timeout: FOLLOW_LIST_TIMEOUT_MS }),
  ofUser: (username: string) => getApi().get<FollowLists>(`users/${encodeURIComponent(username)}/follows/`),
  toggle: (payload: FollowToggleRequest) => getApi().post<FollowToggleResponse>('follow/toggle/', { json: payload }),
};

export const usersApi = {
  profile: (username: string) => getApi().get<PublicProfile>(`users/profile/${encodeURIComponent(username)}/`),
};

/** Spec §5: non-array list responses are treated as empty lists. */
export function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
