/**
 * What the SQL migrations (api/drizzle/*.sql) create that Drizzle's schema cannot describe: they own these, and
 * schema-drift.test.ts fails when the database has one more or one fewer than listed here.
 */
export const SQL_OWNED = {
  /** pg_trgm (0004): trigram indexes and `%>` / word_similarity for name search. */
  extensions: ['pg_trgm'],
  /** Name search (0007, 0009, 0010), search_recent's upkeep (0008), the people's word dictionary (0010), pundit_boards' (0017). */
  functions: [
    'name_words',
    // Pundits' all-time boards' upkeep (0017).
    'pundit_board_refresh',
    'pundit_boards_changed',
    'pundit_boards_refill',
    'pundit_boards_truncated',
    'search_names',
    'search_recent_added',
    'search_recent_changed',
    'search_recent_refill',
    'user_search_words_refill',
    'user_search_words_sync',
  ],
  /** table.trigger */
  triggers: [
    'statements.statements_search_recent_added',
    'statements.statements_search_recent_changed',
    'users.users_search_words',
    'statements.statements_pundit_boards_added',
    'statements.statements_pundit_boards_changed',
    'statements.statements_pundit_boards_removed',
    'statements.statements_pundit_boards_truncated',
  ],
  /** Storage parameters of tables (0002: vacuum score_boards after 500 changed rows). */
  tableOptions: {
    score_boards: [
      'autovacuum_vacuum_scale_factor=0',
      'autovacuum_vacuum_threshold=500',
      'autovacuum_vacuum_insert_scale_factor=0',
      'autovacuum_vacuum_insert_threshold=500',
    ],
  } as Record<string, string[]>,
};
