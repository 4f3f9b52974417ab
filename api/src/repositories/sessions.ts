import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { accessTokens, sessions, users } from '../db/schema';

/** Spec'd 14-day rolling expiry. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Extend the expiry at most once an hour, not on every request. */
const ROLL_AFTER_MS = 60 * 60 * 1000;
/** Access tokens never live longer than this, whatever ACCESS_TOKEN_TTL_SECONDS says (at most an hour). */
export const ACCESS_TOKEN_MAX_TTL_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Sessions (the HttpOnly `sessionid` cookie, 14 days rolling) and the access tokens issued under them (the bearer
 * the browser keeps, short-lived). Both are stored as the SHA-256 of what the client holds; deleting a session
 * deletes its access tokens (foreign key, on delete cascade).
 */
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

  const resolveAccessQuery = db
    .select({ user: users, sessionId: sessions.id, expiresAt: accessTokens.expiresAt, sessionExpiresAt: sessions.expiresAt })
    .from(accessTokens)
    .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(accessTokens.id, sql.placeholder('id')), gt(accessTokens.expiresAt, sql`now()`), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('access_token_resolve');

  /** A session in use lives on: its expiry moves 14 days ahead, at most once an hour. */
  async function roll(id: string, expiresAt: Date): Promise<Date> {
    const next = new Date(Date.now() + SESSION_TTL_MS);
    if (next.getTime() - expiresAt.getTime() <= ROLL_AFTER_MS) return expiresAt;
    await db.update(sessions).set({ expiresAt: next }).where(eq(sessions.id, id));
    return next;
  }

  return {
    async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newSecret();
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    /** The user behind a live session token (the cookie), rolling its expiry forward; null for unknown or expired tokens. */
    async resolve(token: string): Promise<{ user: UserRow; expiresAt: Date } | null> {
      const id = hashToken(token);
      const [row] = await resolveQuery.execute({ id });
      if (!row) return null;
      return { user: row.user, expiresAt: await roll(id, row.expiresAt) };
    },

    /**
     * A new access token under the session whose cookie token hashes to `sessionId`, valid `ttlMs` (capped at an
     * hour; it also stops working with its session). Expired tokens of that session are dropped on the way.
     */
    async issueAccessToken(sessionId: string, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newSecret();
      const expiresAt = new Date(Date.now() + Math.max(1_000, Math.min(ttlMs, ACCESS_TOKEN_MAX_TTL_MS)));
      await db.delete(accessTokens).where(and(eq(accessTokens.sessionId, sessionId), lt(accessTokens.expiresAt, new Date())));
      await db.insert(accessTokens).values({ id: hashToken(token), sessionId, expiresAt });
      return { token, expiresAt };
    },

    /**
     * The user behind a live access token whose session is live too (the session's expiry rolls as with its cookie);
     * null for unknown, expired or revoked tokens.
     */
    async resolveAccessToken(token: string): Promise<{ user: UserRow; sessionId: string; expiresAt: Date } | null> {
      const [row] = await resolveAccessQuery.execute({ id: hashToken(token) });
      if (!row) return null;
      const sessionExpiresAt = await roll(row.sessionId, row.sessionExpiresAt);
      const expiresAt = row.expiresAt < sessionExpiresAt ? row.expiresAt : sessionExpiresAt;
      return { user: row.user, sessionId: row.sessionId, expiresAt };
    },

    /**
     * Ends a session and every access token issued under it, given either its cookie token or one of its access
     * tokens (a bearer-only client logs out with what it has).
     */
    async destroy(token: string): Promise<string[]> {
      const id = hashToken(token);
      const viaAccessToken = db.select({ id: accessTokens.sessionId }).from(accessTokens).where(eq(accessTokens.id, id));
      const ended = await db
        .delete(sessions)
        .where(or(eq(sessions.id, id), inArray(sessions.id, viaAccessToken)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /** Whether the account is suspended for good, which keeps it from signing in. */
    async isBarred(userId: number): Promise<boolean> {
      const [row] = await db.select({ barred: users.suspensionPermanent }).from(users).where(eq(users.id, userId));
      return row?.barred ?? false;
    },

    async purgeExpired(): Promise<void> {
      await db.delete(accessTokens).where(lt(accessTokens.expiresAt, new Date()));
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
