import { PASSWORD_MIN_LENGTH } from './limits';
import type { StatementType } from './enums';

/** Spec §5 password rule, worded as the server answers it and the register form shows it. */
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

/** Spec §5: title and body, plus prediction_choice for predictions; the names of the blank ones, in that order. */
export function missingStatementFields(payload: RequiredStatementFields): string[] {
  const required =
    payload.statement_type === 'prediction' ? (['title', 'body', 'prediction_choice'] as const) : (['title', 'body'] as const);
  return required.filter((field) => blank(payload[field]));
}

/** Spec §5: the one message listing exactly the missing fields (server 400 and the form's banner). */
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
