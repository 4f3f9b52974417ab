export { ApiError, isApiError } from './api-error';
export { createApiClient, API_TIMEOUT_MS, CSRF_TIMEOUT_MS, CSRF_COOKIE } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions, SearchParams } from './client';
export { configureApi, getApi } from './default-client';
export {
  authApi,
  statementsApi,
  directoryApi,
  followsApi,
  usersApi,
  activityApi,
  featureRequestsApi,
  leaderboardsApi,
  moderationApi,
  notificationsApi,
  gamesApi,
  asArray,
  peekEndpoint,
  FOLLOW_LIST_TIMEOUT_MS,
} from './endpoint-calls';
export { readCookie } from './cookies';
export {
  localTokenStorage,
  memoryTokenStorage,
  storeGrant,
  TOKEN_STORAGE_KEY,
  TOKEN_RENEW_KEY,
  TOKEN_REFRESH_MARGIN_MS,
} from './token-storage';
export type { TokenStorage } from './token-storage';
export { prefetchData, seedPrefetched, takePrefetched, peekPrefetched, clearPrefetched, PREFETCH_TTL_MS } from './prefetch';
export type { InlineAnswer } from './prefetch';
