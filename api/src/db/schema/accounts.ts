import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    displayUsername: text('display_username'),
    displayName: text('display_name'),
    bio: text('bio').notNull().default(''),
    photoUrl: text('photo_url'),
    /** Catalogue team ids the member picked in Settings (at most FAVOURITE_TEAMS_MAX). */
    favouriteTeams: text('favourite_teams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    authProvider: text('auth_provider').notNull().default('email'),
    firebaseUid: text('firebase_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moderation: suspended until this time, or for good when suspension_permanent. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionPermanent: boolean('suspension_permanent').notNull().default(false),
    suspensionReason: text('suspension_reason'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
    // Search: trigram similarity on names (pg_trgm).
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Server-side sessions; the id is the SHA-256 of the token the client holds. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** One live verification link per user: issuing a new one replaces the old. Stored hashed. */
export const emailVerifications = pgTable('email_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * A member's earlier usernames, so profile links shared before a change still find them. Released when someone
 * else takes the name (that account's own profile wins).
 */
export const usernameRedirects = pgTable('username_redirects', {
  oldUsername: text('old_username').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
