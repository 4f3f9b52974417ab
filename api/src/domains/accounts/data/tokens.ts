import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Verification tokens read `<userId>.<secret>`: the id finds the one pending row (email_verifications is keyed
 * by user), the secret is compared by its SHA-256. Only the hash is stored.
 */
const VERIFICATION_TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function makeVerificationToken(userId: number): { token: string; tokenHash: string } {
  const secret = randomToken();
  return { token: `${userId}.${secret}`, tokenHash: sha256(secret) };
}

export function parseVerificationToken(token: string): { userId: number; secretHash: string } | null {
  const match = VERIFICATION_TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId) || userId <= 0 || userId > 2_147_483_647) return null;
  return { userId, secretHash: sha256(match[2]) };
}

/** Default lifetime of a bearer access token; the client refreshes it through the cookie session. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * ACCESS_TOKEN_TTL_SECONDS: a whole number of seconds from 1 to 3600 (an hour at most), else the default. Read here
 * rather than in loadConfig while config.ts is being reworked by the hardening change beside this one.
 */
export function accessTokenTtlSeconds(value: string | undefined = process.env.ACCESS_TOKEN_TTL_SECONDS): number {
  const seconds = Number(value);
  return value && Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600 ? seconds : DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
}
