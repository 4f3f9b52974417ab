import { authStore, type AuthState } from '@receipts/shared';
import { backendFailureMessage } from '../sign-in-errors';

export const BACKEND_SESSION_TIMEOUT_MS = 15_000;

/**
 * After the popup succeeds, the auth store (listening to the identity service) hands the token to the
 * backend. Wait for that exchange to land for this identity user: a backend user, or a backend error.
 */
export function awaitBackendSession(
  uid: string,
  timeoutMs = BACKEND_SESSION_TIMEOUT_MS,
): Promise<{ ok: true } | { ok: false; message: string }> {
  return new Promise((resolve) => {
    const check = (state: AuthState) => {
      if (state.identityUser?.uid !== uid) return false;
      if (state.backendError) return finish({ ok: false, message: backendFailureMessage(state.backendError) });
      if (state.user) return finish({ ok: true });
      return false;
    };
    const unsubscribe = authStore.subscribe((state) => void check(state));
    const timer = setTimeout(() => finish({ ok: false, message: 'Backend authentication timed out' }), timeoutMs);
    function finish(result: { ok: true } | { ok: false; message: string }) {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
      return true;
    }
    check(authStore.getState());
  });
}
