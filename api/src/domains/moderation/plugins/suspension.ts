import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../../plugins/errors';
import { PERMANENTLY_SUSPENDED, requireUser } from '../../../plugins/session';
import type { UserRow } from '../../../repositories/sessions';

/** When a member's suspension ends: 'permanent', an ISO time, or null when not suspended (now). */
export function suspensionEnd(user: Pick<UserRow, 'suspendedUntil' | 'suspensionPermanent'>, now = new Date()): 'permanent' | Date | null {
  if (user.suspensionPermanent) return 'permanent';
  if (user.suspendedUntil && user.suspendedUntil.getTime() > now.getTime()) return user.suspendedUntil;
  return null;
}

const formatEnd = (end: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(end) + ' UTC';

/** The 403 message a suspended member reads, naming when the suspension ends. */
export function suspendedMessage(end: 'permanent' | Date): string {
  return end === 'permanent' ? PERMANENTLY_SUSPENDED : `Your account is suspended until ${formatEnd(end)}.`;
}

/**
 * preValidation guard of a member's writes (post, comment, vote, follow, report): signed in (401) and not suspended
 * (403 naming the end date). Suspending also ends the member's sessions, so this mostly meets a member who signed
 * in again during a timed suspension.
 */
export async function activeMember(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  const end = suspensionEnd(user);
  if (end) throw forbidden(suspendedMessage(end));
}
