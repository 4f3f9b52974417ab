import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a token is bound to when the request carries no live session cookie (a visitor, e.g. the sign-in form). */
export const VISITOR_BINDING = 'visitor';

/**
 * CSRF tokens read `<nonce>.<mac>`, the MAC an HMAC-SHA256 under the server's SECRET_KEY of the nonce and the
 * session it belongs to (the session row's id, i.e. the SHA-256 of the session cookie; VISITOR_BINDING without one).
 * A token someone made up, or one issued for another session, does not verify: `csrftoken=abc` + `X-CSRFToken: abc`
 * no longer passes, and an attacker's own token is useless against a fan's session.
 */
export function makeCsrfToken(secret: string, binding: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, binding, nonce)}`;
}

export function verifyCsrfToken(secret: string, binding: string, token: string): boolean {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expected = Buffer.from(mac(secret, binding, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function mac(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf\0${binding}\0${nonce}`).digest('base64url');
}
