import { eq, inArray } from 'drizzle-orm';
import type { BackendUser } from '@receipts/contract';
import type { Db } from '../../../db';
import { emailVerifications, sessions, users } from '../../../db/schema';
import { deriveHandle, normaliseEmail, usernameCandidate } from './usernames';

export type UserRow = typeof users.$inferSelect;

/** A user as the API answers it; the verified flag under both spellings. */
export function toBackendUser(row: UserRow): BackendUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    email_verified: row.emailVerified,
    emailVerified: row.emailVerified,
    is_staff: row.isStaff,
    display_username: row.displayUsername,
    display_name: row.displayName,
    photoURL: row.photoUrl,
    auth_provider: row.authProvider,
    uid: row.firebaseUid,
  };
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this e-mail address already exists.');
  }
}

export class FirebaseUidTakenError extends Error {
  constructor() {
    super('This sign-in is already linked to another account.');
  }
}

export interface NewUser {
  email: string;
  name: string;
  displayName?: string | null;
  passwordHash?: string | null;
  emailVerified?: boolean;
  isStaff?: boolean;
  authProvider: string;
  firebaseUid?: string | null;
  photoUrl?: string | null;
}

/** The unique-constraint name a failed insert tripped, if that is what happened (pg, PGlite, drizzle-wrapped). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: any = error; e; e = e.cause) {
    if (e.code === '23505') return String(e.constraint ?? e.constraint_name ?? e.detail ?? 'unknown');
  }
  return null;
}

export function usersRepository(db: Db) {
  const repo = {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normaliseEmail(email)))
        .limit(1);
      return row ?? null;
    },

    async findByFirebaseUid(uid: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
      return row ?? null;
    },

    /** The first free username of base, base2, base3, … (checked 50 at a time). */
    async freeUsername(base: string): Promise<string> {
      for (let start = 1; ; start += 50) {
        const candidates = Array.from({ length: 50 }, (_, i) => usernameCandidate(base, start + i));
        const taken = new Set(
          (await db.select({ username: users.username }).from(users).where(inArray(users.username, candidates))).map((r) => r.username),
        );
        const free = candidates.find((candidate) => !taken.has(candidate));
        if (free) return free;
      }
    },

    /**
     * Inserts a user with a unique username derived by the handle order (names.ts) (display_username is set to it,
     * so the handle the client shows is the username). Throws EmailTakenError / FirebaseUidTakenError.
     */
    async create(input: NewUser): Promise<UserRow> {
      const email = normaliseEmail(input.email);
      const base = deriveHandle({ email, name: input.displayName ?? input.name });
      for (let attempt = 0; ; attempt += 1) {
        const username = await repo.freeUsername(base);
        try {
          const [row] = await db
            .insert(users)
            .values({
              email,
              username,
              displayUsername: username,
              name: input.name,
              displayName: input.displayName ?? (input.name || null),
              passwordHash: input.passwordHash ?? null,
              emailVerified: input.emailVerified ?? false,
              isStaff: input.isStaff ?? false,
              authProvider: input.authProvider,
              firebaseUid: input.firebaseUid ?? null,
              photoUrl: input.photoUrl ?? null,
            })
            .returning();
          return row;
        } catch (error) {
          const constraint = uniqueViolation(error);
          if (constraint?.includes('email')) throw new EmailTakenError();
          if (constraint?.includes('firebase_uid')) throw new FirebaseUidTakenError();
          // Someone took the username between the check and the insert: pick again.
          if (constraint && attempt < 5) continue;
          throw error;
        }
      }
    },

    async update(id: number, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    /** Grants or revokes staff by e-mail; null when no such account. */
    async setStaff(email: string, isStaff: boolean): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ isStaff })
        .where(eq(users.email, normaliseEmail(email)))
        .returning();
      return row ?? null;
    },

    /** Every session of a user ends (e.g. when an untrusted password is dropped); the ids of those that did. */
    async endAllSessions(userId: number): Promise<string[]> {
      const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    async dropPendingVerification(userId: number): Promise<void> {
      await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    },
  };
  return repo;
}
