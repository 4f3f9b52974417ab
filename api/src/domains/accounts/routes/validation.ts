import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../plugins/errors';

/** The error body every auth endpoint may answer with (the dialog shows `error`, the shared client `detail`). */
export const authErrorSchema = z.object({
  detail: z.string(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A 4xx whose message is both `detail` (shared client) and `error` (sign-in dialog). */
export const authError = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(status, message, { error: message, ...extra });

/**
 * Routes with `attachValidation: true` call this first: a failed schema check becomes 400 with the first
 * problem as a readable message and every problem under `errors` keyed like the global handler (`body.email`).
 */
export function rejectInvalidInput(request: FastifyRequest): void {
  const failure = request.validationError as
    (Error & { validation?: { instancePath?: string; message?: string }[]; validationContext?: string }) | undefined;
  if (!failure) return;
  const context = failure.validationContext ?? 'body';
  const errors: Record<string, string[]> = {};
  for (const issue of failure.validation ?? []) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    (errors[path ? `${context}.${path}` : context] ??= []).push(friendly(issue.message));
  }
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid input.';
  throw authError(400, first, { errors });
}

function friendly(message: string | undefined): string {
  if (!message) return 'Invalid value.';
  if (/expected object, received (undefined|null)/i.test(message)) return 'A JSON body is required.';
  if (/expected string, received undefined/i.test(message)) return 'This field is required.';
  return message;
}
