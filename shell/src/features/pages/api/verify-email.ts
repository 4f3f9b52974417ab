import { authApi, authStore, clearPrefetched, isApiError } from '@receipts/shared';

export type VerifyResult = { ok: true; message: string } | { ok: false; message: string };

export const INVALID_LINK = 'Invalid verification link';
export const VERIFY_FALLBACK = 'Failed to verify your email. The link may be expired or invalid.';

/** What a failed verification says: the server's error text, 'Failed to verify email', or the generic fallback. */
export function verificationFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    const body = typeof error.body === 'object' ? error.body : null;
    return body?.error || body?.detail || 'Failed to verify email';
  }
  return VERIFY_FALLBACK;
}

async function verify(token: string, email: string | undefined): Promise<VerifyResult> {
  try {
    const answer = await authApi.verifyEmail(token, email);
    // A write that is a GET (the e-mailed link): the client forgets held answers only on other methods, and
    // the first load's answer for the user (still unverified) must not be what refreshUser gets below.
    clearPrefetched();
    if (answer?.error) return { ok: false, message: answer.error };
    // The account is now verified (and may now have a session): pick up the fresh user.
    await authStore.getState().refreshUser();
    await authStore.getState().loadFollows();
    return { ok: true, message: answer?.message || 'Your email address has been verified.' };
  } catch (error) {
    return { ok: false, message: verificationFailureMessage(error) };
  }
}

const attempts = new Map<string, Promise<VerifyResult>>();
const VERIFIED_PREFIX = 'receipts.verified:';

/** A token this tab verified already (the page reloads after an e-mail sign-in): its success message. */
function verifiedBefore(token: string): string | null {
  try {
    return sessionStorage.getItem(VERIFIED_PREFIX + token);
  } catch {
    return null;
  }
}

function rememberVerified(token: string, message: string): void {
  try {
    sessionStorage.setItem(VERIFIED_PREFIX + token, message);
  } catch {
    // Storage refused: a reload of the page asks the server again.
  }
}

/**
 * Tokens are single use: one request per token, even if the page mounts twice or reloads (signing in from the
 * page reloads it): after a success the call is never repeated and the page keeps saying the address is verified.
 */
export function verifyEmailOnce(token: string, email?: string): Promise<VerifyResult> {
  let attempt = attempts.get(token);
  if (!attempt) {
    const message = verifiedBefore(token);
    attempt = message
      ? Promise.resolve<VerifyResult>({ ok: true, message })
      : verify(token, email).then((result) => {
          if (result.ok) rememberVerified(token, result.message);
          return result;
        });
    attempts.set(token, attempt);
  }
  return attempt;
}
