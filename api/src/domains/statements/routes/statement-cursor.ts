import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../../plugins/errors';
import type { KeysetPosition, ListOrder } from '../data/statement-pages';

/**
 * The statement list's keyset cursor: `<payload>.<mac>`, both base64url. The payload is the order and
 * the position of the page's last row ([order, key as PostgreSQL wrote it, id]); the mac is HMAC-SHA256 under
 * SECRET_KEY with its own purpose string, so a client can only hand back a cursor the API made. Opaque to clients.
 */
const PURPOSE = 'receipts:statement-list-cursor:v1';
const MAC_LENGTH = 16;

/** What a key of each order looks like as text (a timestamp with its offset, an integer, a float). */
const KEY_FORMS: Record<ListOrder, RegExp> = {
  created_at: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
  popular: /^-?\d{1,10}$/,
  hot: /^-?(\d+(\.\d+)?(e[+-]?\d+)?|Infinity)$/i,
};

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest().subarray(0, MAC_LENGTH);

export function encodeCursor(secret: string, order: ListOrder, position: KeysetPosition): string {
  const payload = Buffer.from(JSON.stringify([order, position.key, position.id])).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const INVALID = 'cursor is not valid: pass the next_cursor of a previous answer unchanged, or cursor=first for the first page.';

/** The position a cursor names for `order`; a malformed, forged or other order's cursor is a 400 that says so. */
export function decodeCursor(secret: string, order: ListOrder, cursor: string): KeysetPosition {
  const invalid = () => badRequest(INVALID, { errors: { 'querystring.cursor': [INVALID] } });
  const match = /^([A-Za-z0-9_-]{1,250})\.([A-Za-z0-9_-]{22})$/.exec(cursor);
  if (!match) throw invalid();
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== MAC_LENGTH || !timingSafeEqual(given, mac(secret, payload))) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [from, key, id] = parsed as unknown[];
  if (from !== order) {
    const message = `cursor belongs to another order (sort_by): start again with cursor=first.`;
    throw badRequest(message, { errors: { 'querystring.cursor': [message] } });
  }
  if (typeof key !== 'string' || !KEY_FORMS[order].test(key) || !Number.isSafeInteger(id) || (id as number) < 1) throw invalid();
  return { key, id: id as number };
}
