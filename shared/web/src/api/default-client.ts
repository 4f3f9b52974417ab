import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/**
 * One client per page, configured by the shell from runtime config before any remote loads.
 * Remotes share this module as a singleton, so they see the same configured client.
 */
let current: ApiClient | null = null;

export function configureApi(options: ApiClientOptions): ApiClient {
  current = createApiClient(options);
  return current;
}

export function getApi(): ApiClient {
  if (!current) current = createApiClient({ baseUrl: defaultBaseUrl() });
  return current;
}

function defaultBaseUrl(): string {
  return typeof window === 'undefined' ? 'http://127.0.0.1:8080/api' : `${window.location.origin}/api`;
}
