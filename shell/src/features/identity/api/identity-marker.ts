/**
 * Firebase is loaded on first load only when an identity session may exist. The SDK keeps its user in
 * IndexedDB, which cannot be read synchronously, so the shell notes in localStorage whether the identity
 * service last reported a signed-in user.
 */
export const IDENTITY_MARKER_KEY = 'receipts.identitySession';

export function identitySessionMayExist(storage: Storage | null = safeStorage()): boolean {
  return storage?.getItem(IDENTITY_MARKER_KEY) === '1';
}

export function rememberIdentitySession(signedIn: boolean, storage: Storage | null = safeStorage()): void {
  if (!storage) return;
  if (signedIn) storage.setItem(IDENTITY_MARKER_KEY, '1');
  else storage.removeItem(IDENTITY_MARKER_KEY);
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
