import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from './limits';
import type { StatementType } from './enums';

/** The password rule, worded as the server answers it and the register form shows it. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** The password problem the server would refuse, or null. */
export function passwordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
}

interface RequiredStatementFields {
  statement_type: StatementType;
  title?: string | null;
  body?: string | null;
  prediction_choice?: string | null;
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/** Title and body, plus prediction_choice for predictions; the names of the blank ones, in that order. */
export function missingStatementFields(payload: RequiredStatementFields): string[] {
  const required =
    payload.statement_type === 'prediction' ? (['title', 'body', 'prediction_choice'] as const) : (['title', 'body'] as const);
  return required.filter((field) => blank(payload[field]));
}

/** The one message listing exactly the missing fields (server 400 and the form's banner). */
export const missingFieldsMessage = (fields: string[]) => `Missing required fields: ${fields.join(', ')}`;

/**
 * A stored URL a page may link to or show (a website, a YouTube link or thumbnail, a photo): absolute http(s) only,
 * never `javascript:` or `data:`; with `sameOriginPath`, also a path on this site ('/demo-images/…', not '//host').
 * The URL as the browser would use it, or null.
 */
export function httpUrl(value: string | null | undefined, { sameOriginPath = false } = {}): string | null {
  if (!value) return null;
  if (sameOriginPath && /^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What a chosen username is compared and stored as: NFKC, lowercase, no surrounding spaces. */
export const normaliseUsername = (value: string) => value.normalize('NFKC').trim().toLowerCase();

export const USERNAME_REQUIRED = 'Username is required.';
export const USERNAME_TOO_LONG = `Username must be at most ${USERNAME_MAX_LENGTH} characters.`;
export const USERNAME_CHARACTERS = 'Username may use letters, digits and . _ + - only, and must start and end with a letter or digit.';
export const USERNAME_RESERVED = 'That username is reserved. Choose another.';
/** Names that would read as a site path or a role rather than a member. */
const RESERVED_USERNAMES = new Set(['me', 'admin', 'staff', 'moderator', 'receipts', 'settings', 'username']);

/**
 * The sign-up handle rules for a username a member picks (the same characters sign-up keeps: letters, digits and
 * . _ + -, not at either end; at most USERNAME_MAX_LENGTH), checked on the normalised value; null when it is fine.
 */
export function usernameProblem(value: string): string | null {
  const name = normaliseUsername(value);
  if (!name) return USERNAME_REQUIRED;
  if (name.length > USERNAME_MAX_LENGTH) return USERNAME_TOO_LONG;
  if (!/^[\p{L}\p{N}](?:[\p{L}\p{N}._+-]*[\p{L}\p{N}])?$/u.test(name)) return USERNAME_CHARACTERS;
  if (RESERVED_USERNAMES.has(name)) return USERNAME_RESERVED;
  return null;
}
