import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digest's one-click unsubscribe token (RFC 8058): `<user id>.<mac>`, an HMAC-SHA256 under SECRET_KEY with its
 * own purpose string, so it can do nothing but stop this user's notification e-mails (no session, no other use). It
 * does not expire: an old digest's link keeps working, and what it does is harmless to repeat.
 */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The user a token was made for, or null. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

function mac(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`notifications-unsubscribe\0${userId}`).digest('base64url');
}
