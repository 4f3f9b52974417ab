import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { statements, tsvector } from './content';

/*
 * Search's own tables. Only the SQL of migrations 0008 and 0010 writes them, through triggers and
 * functions (sql-owned.ts); constraint names are those PostgreSQL gave them there.
 */

/** The newest ~3,000 non-deleted takes' vectors with their own small full-text index (migration 0008). */
export const searchRecent = pgTable(
  'search_recent',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    foreignKey({ name: 'search_recent_id_fkey', columns: [t.id], foreignColumns: [statements.id] }).onDelete('cascade'),
    index('search_recent_vector_idx').using('gin', t.searchVector).with({ fastupdate: 'off' }),
    index('search_recent_created_idx').on(t.createdAt, t.id),
  ],
);

/** Every word of every person's names, matched by trigram similarity (migration 0010). Only grows. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
]);

/** Which person has which word (migration 0010). */
export const userSearchWords = pgTable(
  'user_search_words',
  {
    word: text('word').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_search_words_pkey', columns: [t.word, t.userId] }),
    foreignKey({ name: 'user_search_words_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('user_search_words_user_idx').on(t.userId),
  ],
);
