import { sql } from 'drizzle-orm';
import type { ModerationActionResponse, ModerationState, SuspensionDuration } from '@receipts/contract';
import type { ModerationActionBody } from '@receipts/contract/schemas';
import type { Db } from '../../../db';
import { isoTimestampOrNull } from '../../../schemas/common';
import { rowsOf, type Executor } from '../../../repositories/sql';
import { recordAction } from './audit';
import { closeReports, lockTarget, setModerationState, tellAuthor, type LockedTarget } from './targets';
import type { Written } from '../../notifications/data/notification-writes';

/** Why an action is refused: the status and the message staff read. */
export class ActionRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SUSPENSION_MS: Record<Exclude<SuspensionDuration, 'permanent'>, number> = { '1d': DAY_MS, '7d': 7 * DAY_MS };

/** Refuses what makes no sense for this target in its present state (nothing is written then). */
function check(body: ModerationActionBody, target: LockedTarget, actorId: number, openReports: number) {
  const onProfile = target.type === 'user';
  if (onProfile && ['hide', 'restore', 'remove'].includes(body.action))
    throw new ActionRefused(400, 'A profile cannot be hidden or removed: suspend the member instead.');
  if (!onProfile && (body.action === 'suspend' || body.action === 'unsuspend'))
    throw new ActionRefused(400, 'Only a member can be suspended: use target_type user with their id.');
  if (body.action === 'hide' && target.state) throw new ActionRefused(409, `This ${target.type} is already ${target.state}.`);
  if (body.action === 'remove' && target.state === 'removed') throw new ActionRefused(409, `This ${target.type} is already removed.`);
  if (body.action === 'restore' && target.state === null) throw new ActionRefused(409, `This ${target.type} is not hidden.`);
  if (body.action === 'restore' && target.state === 'removed') throw new ActionRefused(409, 'Removed content cannot be restored.');
  if (body.action === 'dismiss' && openReports === 0) throw new ActionRefused(409, 'There are no open reports on this to dismiss.');
  if (body.action === 'suspend' && target.userId === actorId) throw new ActionRefused(409, 'You cannot suspend yourself.');
  if (body.action === 'suspend' && target.isStaff) throw new ActionRefused(409, 'Staff cannot be suspended.');
  if (body.action === 'unsuspend' && !target.suspended) throw new ActionRefused(409, 'This member is not suspended.');
}

/** Suspends (ending every session and access token of the account) or lifts a suspension; the end it set. */
async function suspend(tx: Executor, userId: number, duration: SuspensionDuration | null, reason: string | null, now: Date) {
  const until = duration && duration !== 'permanent' ? new Date(now.getTime() + SUSPENSION_MS[duration]).toISOString() : null;
  await tx.execute(
    sql`UPDATE users SET suspended_until = ${until}::timestamptz, suspension_permanent = ${duration === 'permanent'},
        suspension_reason = ${reason} WHERE id = ${userId}`,
  );
  const ended = duration ? await rowsOf<{ id: string }>(tx, sql`DELETE FROM sessions WHERE user_id = ${userId} RETURNING id`) : [];
  return { until, endedSessions: ended.map((row) => row.id) };
}

/** One staff action on one target, with its audit entry, in one transaction. */
export async function takeAction(
  db: Db,
  actorId: number,
  body: ModerationActionBody,
  now: Date,
): Promise<{ response: ModerationActionResponse; statementId: number | null; written: Written[]; endedSessions: string[] }> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, body.target_type, body.target_id, false);
    if (!target) throw new ActionRefused(404, `No ${body.target_type} with that id.`);
    const [{ n }] = await rowsOf<{ n: number | string }>(
      tx,
      sql`SELECT count(*) AS n FROM reports WHERE target_type = ${target.type} AND target_id = ${target.id} AND status = 'open'`,
    );
    check(body, target, actorId, Number(n));
    let state: ModerationState | null = target.state;
    let suspendedUntil: string | null = null;
    let written: Written[] = [];
    let endedSessions: string[] = [];
    switch (body.action) {
      case 'hide':
      case 'remove':
        state = body.action === 'hide' ? 'hidden' : 'removed';
        await setModerationState(tx, target, state, body.reason);
        await closeReports(tx, target, 'actioned');
        written = await tellAuthor(tx, target, actorId, state, body.reason, now);
        break;
      case 'restore':
        state = null;
        await setModerationState(tx, target, null, null);
        await closeReports(tx, target, 'dismissed');
        break;
      case 'dismiss':
        await closeReports(tx, target, 'dismissed');
        break;
      case 'suspend':
        ({ until: suspendedUntil, endedSessions } = await suspend(tx, target.userId, body.duration ?? '1d', body.reason, now));
        await closeReports(tx, target, 'actioned');
        break;
      case 'unsuspend':
        await suspend(tx, target.userId, null, null, now);
        break;
    }
    const action = await recordAction(tx, {
      actorId,
      type: target.type,
      id: target.id,
      userId: target.userId,
      action: body.action,
      reason: body.reason,
      duration: body.action === 'suspend' ? (body.duration ?? null) : null,
    });
    return {
      response: { action, state, suspended_until: isoTimestampOrNull(suspendedUntil) },
      statementId: target.statementId,
      written,
      endedSessions,
    };
  });
}
