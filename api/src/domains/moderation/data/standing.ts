import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../../repositories/sql';

/** What an account needs for its community signals to count (config.standing; 0 turns a part off). */
export interface StandingRule {
  minAgeHours: number;
  minActivity: number;
}

const HOUR_MS = 3_600_000;

/** Sign-in providers that are not a social account (an e-mail and password, here or at Firebase). */
const NOT_SOCIAL = sql.raw(`('email', 'password', 'anonymous', 'phone', 'custom', 'unknown')`);

/**
 * The one rule for whose reports and source checks count, as an SQL boolean over the users row aliased `alias`:
 * staff always; anyone else with a verified e-mail or a social sign-in, not suspended, at least `minAgeHours`
 * old at `now` and with at least `minActivity` votes, comments and statements of their own.
 */
export function hasStanding(rule: StandingRule, now: Date, alias = 'u'): SQL {
  const u = sql.raw(alias);
  const age =
    rule.minAgeHours > 0
      ? sql`AND ${u}.created_at <= ${new Date(now.getTime() - rule.minAgeHours * HOUR_MS).toISOString()}::timestamptz`
      : sql``;
  const activity =
    rule.minActivity > 0
      ? sql`AND (SELECT count(*) FROM (
            SELECT 1 FROM votes WHERE user_id = ${u}.id
            UNION ALL SELECT 1 FROM comment_votes WHERE user_id = ${u}.id
            UNION ALL SELECT 1 FROM comments WHERE user_id = ${u}.id
            UNION ALL SELECT 1 FROM statements WHERE user_id = ${u}.id AND deleted_at IS NULL
            LIMIT ${rule.minActivity}) AS acts) >= ${rule.minActivity}`
      : sql``;
  return sql`(${u}.is_staff OR (
    (${u}.email_verified OR ${u}.auth_provider NOT IN ${NOT_SOCIAL})
    AND NOT ${u}.suspension_permanent AND coalesce(${u}.suspended_until <= ${now.toISOString()}::timestamptz, true)
    ${age} ${activity}))`;
}

/** Whether one account has standing now. */
export async function userHasStanding(db: Executor, userId: number, rule: StandingRule, now: Date): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(db, sql`SELECT ${hasStanding(rule, now)} AS ok FROM users u WHERE u.id = ${userId}`);
  return Boolean(row?.ok);
}
