import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';
import { requireUser } from './session';

/**
 * preValidation guards: sign-in (401) and staff (403) are decided before the body is validated, so a visitor
 * gets "sign in" rather than a list of field errors.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export async function staffOnly(request: FastifyRequest): Promise<void> {
  if (!requireUser(request).isStaff) throw forbidden();
}
