import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { usernameRedirects, users } from '../../../db/schema';
import { uniqueViolation, type UserRow } from './users';

export interface ProfileChanges {
  displayName?: string | null;
  username?: string;
  bio?: string;
  favouriteTeams?: string[];
  photoUrl?: string;
}

export class UsernameTakenError extends Error {
  constructor() {
    super('That username is taken. Choose another.');
  }
}

/**
 * A member's own profile edits (Settings). A username change keeps the old name as a redirect to the account, so
 * links shared before still open the profile, and releases any redirect that held the new name (a name someone
 * picks is theirs, not a pointer to whoever had it before).
 */
export function memberProfilesRepository(db: Db) {
  return {
    async update(user: UserRow, changes: ProfileChanges): Promise<UserRow> {
      const renaming = changes.username !== undefined && changes.username !== user.username;
      const patch: Partial<typeof users.$inferInsert> = {
        ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
        ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
        ...(changes.favouriteTeams !== undefined ? { favouriteTeams: changes.favouriteTeams } : {}),
        ...(changes.photoUrl !== undefined ? { photoUrl: changes.photoUrl } : {}),
        ...(renaming ? { username: changes.username, displayUsername: changes.username } : {}),
      };
      if (Object.keys(patch).length === 0) return user;
      try {
        return await db.transaction(async (tx) => {
          if (renaming) {
            const [holder] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.username, changes.username!), ne(users.id, user.id)))
              .limit(1);
            if (holder) throw new UsernameTakenError();
            await tx.delete(usernameRedirects).where(eq(usernameRedirects.oldUsername, changes.username!));
            await tx
              .insert(usernameRedirects)
              .values({ oldUsername: user.username, userId: user.id })
              .onConflictDoUpdate({ target: usernameRedirects.oldUsername, set: { userId: user.id, createdAt: sql`now()` } });
          }
          const [row] = await tx.update(users).set(patch).where(eq(users.id, user.id)).returning();
          return row;
        });
      } catch (error) {
        // Someone took the name between the check and the update.
        if (uniqueViolation(error)?.includes('username')) throw new UsernameTakenError();
        throw error;
      }
    },

    /** The account an earlier username now points to, or null. */
    async redirectOf(oldUsername: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: usernameRedirects.userId })
        .from(usernameRedirects)
        .where(eq(usernameRedirects.oldUsername, oldUsername))
        .limit(1);
      return row?.userId ?? null;
    },
  };
}
