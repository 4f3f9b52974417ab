import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';

/**
 * Bearer access tokens: short-lived, each scoped to the cookie session it was issued under (deleted
 * with it). The id is the SHA-256 of the token the browser holds; the token itself is never stored.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('access_tokens_session_idx').on(t.sessionId), index('access_tokens_expires_idx').on(t.expiresAt)],
);

/** One live password reset link per user (issuing a new one replaces it); single use, stored hashed. */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
