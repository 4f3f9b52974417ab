import type { UserSummary } from '@receipts/contract';
import { errorSchema } from '@receipts/contract/schemas';
import { badRequest, type HttpError } from '../plugins/errors';

// The shared pieces of the contract, re-exported for the routes; what follows is the server's own.
export {
  MAX_BIG_ID,
  MAX_INT_ID,
  bigId,
  intId,
  statementIdParams,
  slugParams,
  usernameParams,
  voteType,
  queryBoolean,
  optionalQuery,
  errorSchema,
  userSummarySchema,
  voteCountsSchema,
} from '@receipts/contract/schemas';

/**
 * A 400 for field problems found by a handler, keyed like the validation errors ("body.title",
 * "querystring.page") so clients read one shape; the detail names the first problem of each field.
 */
export function fieldError(where: 'body' | 'querystring' | 'params', errors: Record<string, string[]>, detail?: string): HttpError {
  const keyed = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`${where}.${field}`, messages]));
  const summary = Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages[0]}`)
    .join('; ');
  return badRequest(detail ?? `Invalid input: ${summary}`, { errors: keyed });
}

/** Response entries for the given error statuses, for the OpenAPI description. */
export function errorResponses<const S extends readonly (400 | 401 | 403 | 404 | 409 | 413 | 429 | 503)[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<S[number], typeof errorSchema>;
}

/** PostgreSQL's text form of a UTC timestamptz: "2026-11-22 10:00:00.123456+00". */
const PG_UTC = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * Database timestamps arrive as text from both drivers in raw queries; answer ISO-8601 UTC. The UTC form is
 * rewritten as a string (Date parsing of that format is slow: 10% of a 200-comment thread's CPU); any other
 * offset goes through Date.
 */
export function isoTimestamp(value: string | Date): string {
  if (typeof value === 'string') {
    const match = PG_UTC.exec(value);
    if (match) return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * For the hottest read routes (feed, detail, comments): the payload is built by typed mappers (`satisfies
 * Statement` / `Comment`, fresh objects with exactly the contract's fields) and the tests compare whole
 * objects, so the answer is JSON.stringify'd without re-validating it through zod, which costs up to a fifth
 * of the CPU of a large comment thread. The zod response schema still documents the route.
 */
export const trustedJsonSerializer = () => (data: unknown) => JSON.stringify(data);
export function isoTimestampOrNull(value: string | Date | null | undefined): string | null {
  return value == null ? null : isoTimestamp(value);
}

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface AuthorRow {
  user_id: number | string;
  username: string;
  display_name: string | null;
  name: string | null;
  photo_url: string | null;
}

/** The author summary of statements and comments: display name falls back to the account name. */
export function userSummary(row: AuthorRow): UserSummary {
  return {
    id: Number(row.user_id),
    username: row.username,
    display_name: row.display_name || row.name || null,
    photoURL: row.photo_url,
  };
}
