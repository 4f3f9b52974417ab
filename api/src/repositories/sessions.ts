import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';

/** Spec'd 14-day rolling expiry. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Extend the expiry at most once an hour, not on every request. */
const ROLL_AFTER_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionsRepository(db: Db) {
  // Every signed-in request resolves its session: build the query once, as a named prepared statement
  // (no per-request query building; PostgreSQL parses and plans it once per connection).
  const resolveQuery = db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_resolve');

  return {
    async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    /** The user behind a live token, rolling its expiry forward; null for unknown or expired tokens. */
    async resolve(token: string): Promise<{ user: UserRow; expiresAt: Date } | null> {
      const id = hashToken(token);
      const [row] = await resolveQuery.execute({ id });
      if (!row) return null;
      const next = new Date(Date.now() + SESSION_TTL_MS);
      if (next.getTime() - row.expiresAt.getTime() > ROLL_AFTER_MS) {
        await db.update(sessions).set({ expiresAt: next }).where(eq(sessions.id, id));
        return { user: row.user, expiresAt: next };
      }
      return row;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
