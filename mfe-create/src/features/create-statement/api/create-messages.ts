import { isApiError, type StatementType } from '@receipts/shared';

export const successMessage = (mode: StatementType) =>
  mode === 'prediction' ? 'Prediction shared successfully! Redirecting...' : 'Opinion shared successfully! Redirecting...';

/**
 * The create failure banner: the server's answer if plain text, else its detail, else its message,
 * else the answer as JSON text, else the per-mode fallback.
 */
export function createErrorMessage(error: unknown, mode: StatementType): string {
  const fallback = `Failed to create ${mode}. Please try again.`;
  if (!isApiError(error)) return fallback;
  const body: unknown = error.body;
  if (typeof body === 'string') return body.trim() || fallback;
  if (!body || typeof body !== 'object') return fallback;
  const record = body as Record<string, unknown>;
  for (const key of ['detail', 'message'] as const) {
    if (typeof record[key] === 'string' && record[key]) return record[key];
  }
  try {
    return JSON.stringify(body);
  } catch {
    return fallback;
  }
}
