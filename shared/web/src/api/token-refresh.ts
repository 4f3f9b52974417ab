import type { KyInstance } from 'ky';
import { storeGrant, type TokenStorage } from './token-storage';

/** POST /api/auth/token/ (ROUTES.auth.token), relative to the client's base. */
const TOKEN_PATH = 'auth/token/';

/**
 * A fresh access token from the cookie session. The cookie alone authenticates this call (no bearer); a
 * 403 is a stale CSRF token, retried once with a fresh one; a 401 (the session ended) clears the stored token. Loaded
 * on first use, so it is not part of the shell's first load.
 */
export async function renewAccessToken(
  http: KyInstance,
  tokens: TokenStorage,
  csrfHeader: () => Promise<string>,
  fetchCsrfToken: () => Promise<string>,
): Promise<boolean> {
  const post = async () => http.post(TOKEN_PATH, { headers: { 'X-CSRFToken': await csrfHeader() } });
  let response = await post();
  if (response.status === 403) response = await fetchCsrfToken().then(post);
  if (response.ok) storeGrant(tokens, (await response.json()) as { token: string; token_expires_in: number });
  else if (response.status === 401) tokens.clear();
  return response.ok;
}
