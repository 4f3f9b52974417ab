/** The session token is also kept in localStorage so it can travel as a bearer token (spec §7). */
export const TOKEN_STORAGE_KEY = 'receipts.authToken';

export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function localTokenStorage(): TokenStorage {
  const store = typeof localStorage === 'undefined' ? null : localStorage;
  return {
    get: () => store?.getItem(TOKEN_STORAGE_KEY) ?? null,
    set: (token) => store?.setItem(TOKEN_STORAGE_KEY, token),
    clear: () => store?.removeItem(TOKEN_STORAGE_KEY),
  };
}

export function memoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return { get: () => token, set: (value) => (token = value), clear: () => (token = null) };
}
