import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { passwordResets, users } from '../../../db/schema';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** Password reset links: one live link per user, stored as the SHA-256 of its secret. */
export function passwordResetsRepository(db: Db) {
  return {
    /** Stores a link for the user, replacing (and so invalidating) any earlier one. */
    async replace(row: { userId: number; tokenHash: string; email: string; expiresAt: Date }): Promise<void> {
      await db
        .insert(passwordResets)
        .values(row)
        .onConflictDoUpdate({
          target: passwordResets.userId,
          set: { tokenHash: row.tokenHash, email: row.email, expiresAt: row.expiresAt, createdAt: new Date() },
        });
    },

    async find(userId: number): Promise<PasswordResetRow | null> {
      const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Deletes exactly this link; true for the one request that got it (single use under concurrency). */
    async claim(row: Pick<PasswordResetRow, 'userId' | 'tokenHash'>): Promise<boolean> {
      const claimed = await db
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, row.userId), eq(passwordResets.tokenHash, row.tokenHash)))
        .returning({ userId: passwordResets.userId });
      return claimed.length > 0;
    },

    async drop(userId: number): Promise<void> {
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
    },

    /**
     * Sets the password of the account that still has `email` (a link mailed to an address the account no longer
     * has does nothing) and marks the address verified: following the mailed link proved it. Null when no such account.
     */
    async setPasswordForEmail(userId: number, email: string, passwordHash: string): Promise<number | null> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, emailVerified: true })
        .where(and(eq(users.id, userId), eq(users.email, email)))
        .returning({ id: users.id });
      return row?.id ?? null;
    },
  };
}
