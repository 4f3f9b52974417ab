import type { ApiErrorBody } from '@receipts/contract';

/**
 * Thrown for every non-2xx answer; message is the answer's detail (or error), else the HTTP status, so forms can show
 * it as it is.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody> | string | null;

  constructor(status: number, body: Partial<ApiErrorBody> | string | null) {
    super(`API Error (${status}): ${detailOf(body) ?? 'Unknown error'}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own words, for UIs that show them without the "API Error" prefix. */
  get detail(): string | undefined {
    return detailOf(this.body);
  }

  get fieldErrors(): Record<string, string[]> {
    return typeof this.body === 'object' && this.body?.errors ? this.body.errors : {};
  }
}

function detailOf(body: Partial<ApiErrorBody> | string | null): string | undefined {
  if (typeof body === 'string') return body || undefined;
  return body?.detail ?? body?.error ?? undefined;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
