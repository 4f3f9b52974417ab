export { ApiError, isApiError } from './api-error';
export { createApiClient, API_TIMEOUT_MS, CSRF_TIMEOUT_MS, CSRF_COOKIE } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions, SearchParams } from './client';
export { configureApi, getApi } from './default-client';
export { authApi, statementsApi, directoryApi, followsApi, usersApi, asArray, FOLLOW_LIST_TIMEOUT_MS } from './endpoints';
export { readCookie } from './cookies';
export { localTokenStorage, memoryTokenStorage, TOKEN_STORAGE_KEY } from './token-storage';
export type { TokenStorage } from './token-storage';
export { prefetchData, takePrefetched, clearPrefetched, requestKey, PREFETCH_TTL_MS } from './prefetch';
