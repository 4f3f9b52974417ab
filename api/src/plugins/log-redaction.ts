/**
 * The `err` serializer of the server's log: a failed query's error (drizzle's "Failed query: … params: …", with
 * `query`, `params` and the driver's `cause`) keeps its SQL text but never its parameters, which carry what users
 * typed (titles, comments, e-mails, password hashes).
 */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const source = error as Record<string, unknown> & { name?: string; message?: string; stack?: string };
  const out: SerializedError = { type: String(source.constructor?.name ?? source.name ?? 'Error'), message: '', stack: '' };
  for (const [key, value] of Object.entries(source)) {
    if (key !== 'cause' && (typeof value !== 'object' || value === null)) out[key] = value;
  }
  out.message = redact(source.message) ?? '';
  out.stack = redact(source.stack) ?? '';
  if ('params' in source) out.params = '[redacted]';
  // PostgreSQL's detail quotes the offending values ("Key (email)=(…) already exists.").
  if (typeof source.detail === 'string') out.detail = '[redacted]';
  if ('query' in source && typeof source.query === 'string') out.query = source.query;
  if (source.cause && depth < 5) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

function redact(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}
