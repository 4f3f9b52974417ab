import type { Auth } from 'firebase/auth';
import { loadRuntimeConfig } from '../../runtime-config';

let pending: Promise<Auth | null> | null = null;

/**
 * The Firebase Auth instance, created on first use from the runtime config (never baked into the build).
 * Resolves to null when the server sends no Firebase block: social sign-in is then unavailable.
 * The SDK is imported lazily so it stays out of the shell's first chunk.
 */
export function getFirebaseAuth(): Promise<Auth | null> {
  if (!pending) {
    pending = initFirebaseAuth().catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

async function initFirebaseAuth(): Promise<Auth | null> {
  const { firebase } = await loadRuntimeConfig();
  if (!firebase) return null;
  const [{ initializeApp, getApps }, { getAuth, connectAuthEmulator }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const { authEmulatorUrl, ...options } = firebase;
  const app = getApps()[0] ?? initializeApp(options);
  const auth = getAuth(app);
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** Tests only. */
export function resetFirebaseAuthForTests(): void {
  pending = null;
}
