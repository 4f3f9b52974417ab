export {
  QUERY_MAX_AGE_MS,
  readQuery,
  peekQuery,
  seedQuery,
  writeQuery,
  updateQuery,
  updateQueries,
  markQueriesStale,
  clearQueries,
  useQueryCacheVersion,
} from './query-cache';
export { useCachedData } from './use-cached-data';
export { shareStatement, statementKey, statementListKey, type StatementPages } from './statements';
