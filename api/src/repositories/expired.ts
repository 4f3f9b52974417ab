import { lt } from 'drizzle-orm';
import type { Db } from '../db';
import { accessTokens, passwordResets, sessions } from '../db/schema';

/** Deletes what can no longer be used: expired sessions (with their access tokens), access tokens and reset links. */
export async function purgeExpired(db: Db, now: Date): Promise<{ sessions: number; accessTokens: number; resetLinks: number }> {
  const tokens = await db.delete(accessTokens).where(lt(accessTokens.expiresAt, now)).returning({ id: accessTokens.id });
  const ended = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const links = await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)).returning({ id: passwordResets.userId });
  return { sessions: ended.length, accessTokens: tokens.length, resetLinks: links.length };
}
