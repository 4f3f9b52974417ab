import { authStore } from '@receipts/shared';

/**
 * How long the first render waits for the auth state. A visitor's, or a cookie session's, settles from the answers
 * the server put into the page within a few tasks; an identity session (Firebase) or a slow follow list does not,
 * and the frame renders without it: only what depends on the user waits for it.
 */
export const AUTH_SETTLE_WAIT_MS = 50;

/** Resolves when the auth state is known, or after `waitMs`, whichever comes first; true when it is known. */
export function authSettled(waitMs = AUTH_SETTLE_WAIT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    if (authStore.getState().status === 'ready') return resolve(true);
    const finish = (known: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(known);
    };
    const unsubscribe = authStore.subscribe((state) => state.status === 'ready' && finish(true));
    const timer = setTimeout(() => finish(false), waitMs);
  });
}
