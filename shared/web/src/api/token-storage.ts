/**
 * The bearer token kept in localStorage: a short-lived access token, never the session, which
 * stays in the HttpOnly `sessionid` cookie. Beside it, when to renew it (epoch ms, this browser's clock).
 */
export const TOKEN_STORAGE_KEY = 'receipts.authToken';
export const TOKEN_RENEW_KEY = 'receipts.authTokenRenewAt';
/** Renew this long before the token expires, or a quarter of its lifetime when that is shorter. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

export interface TokenStorage {
  get(): string | null;
  /** When the stored token should be renewed (epoch ms, shortly before it expires), or null when unknown. */
  renewAt(): number | null;
  set(token: string, renewAt?: number | null): void;
  clear(): void;
}

/** A sign-in or refresh answer's token, stored with the time to renew it, from its lifetime, on this browser's clock. */
export function storeGrant(tokens: TokenStorage, grant: { token: string; token_expires_in?: number }): void {
  const lifetime = (grant.token_expires_in ?? 0) * 1000;
  tokens.set(grant.token, lifetime ? Date.now() + lifetime - Math.min(TOKEN_REFRESH_MARGIN_MS, lifetime / 4) : null);
}

export function localTokenStorage(): TokenStorage {
  const store = typeof localStorage === 'undefined' ? null : localStorage;
  return {
    get: () => store?.getItem(TOKEN_STORAGE_KEY) ?? null,
    renewAt: () => Number(store?.getItem(TOKEN_RENEW_KEY)) || null,
    set: (token, renewAt) => {
      store?.setItem(TOKEN_STORAGE_KEY, token);
      if (renewAt) store?.setItem(TOKEN_RENEW_KEY, String(renewAt));
      else store?.removeItem(TOKEN_RENEW_KEY);
    },
    clear: () => {
      store?.removeItem(TOKEN_STORAGE_KEY);
      store?.removeItem(TOKEN_RENEW_KEY);
    },
  };
}

export function memoryTokenStorage(initial: string | null = null, initialRenewAt: number | null = null): TokenStorage {
  let token = initial;
  let renew = initialRenewAt;
  return {
    get: () => token,
    renewAt: () => renew,
    set: (value, renewAt = null) => {
      token = value;
      renew = renewAt;
    },
    clear: () => {
      token = null;
      renew = null;
    },
  };
}
