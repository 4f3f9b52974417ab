import { sql, type SQL } from 'drizzle-orm';
import { tsqueryText } from '../../search/data/search-query';
import type { StatementFilters } from './statements';

/** The orders the list walks: newest first, highest score first, hottest first. */
export type ListOrder = 'created_at' | 'popular' | 'hot';

interface OrderSpec {
  /** The column the key is made of (a page's narrow select keeps only it and id: an index-only walk for new and popular). */
  column: SQL;
  /** The order's sort key on a statements row (or a row of the merged branches, which keep the same names). */
  key: SQL;
  /** The ORDER BY of a statements query, and the same on the joined page (`s`). */
  keys: SQL;
  outer: SQL;
  /** The key's type, for a keyset position read back from a cursor (its text). */
  cast: SQL;
  /** The key as an expression the planner cannot match to an index (a search's sort of its matches). */
  byExpression: SQL;
}

/**
 * The list's orders. Every one ends in `id DESC`, so the order is total and a keyset position (key, id) names exactly
 * where a page ends, ties on the key included. Hot is the stored trending score (api/src/domains/search/data/trending.ts);
 * statements past the hot window have none and follow the scored ones as -1, newest (highest id) first
 * (statements_hot_keyset_idx, migration statement_keyset_indexes).
 */
export const ORDER: Record<ListOrder, OrderSpec> = {
  created_at: {
    column: sql.raw('created_at'),
    key: sql.raw('created_at'),
    keys: sql.raw('created_at DESC, id DESC'),
    outer: sql.raw('s.created_at DESC, s.id DESC'),
    cast: sql.raw('timestamptz'),
    byExpression: sql.raw(`created_at + interval '0 seconds' DESC, id DESC`),
  },
  popular: {
    column: sql.raw('score'),
    key: sql.raw('score'),
    keys: sql.raw('score DESC, id DESC'),
    outer: sql.raw('s.score DESC, s.id DESC'),
    cast: sql.raw('integer'),
    byExpression: sql.raw('score + 0 DESC, id DESC'),
  },
  hot: {
    column: sql.raw('hot_rank'),
    key: sql.raw('coalesce(hot_rank, -1)'),
    keys: sql.raw('coalesce(hot_rank, -1) DESC, id DESC'),
    outer: sql.raw('coalesce(s.hot_rank, -1) DESC, s.id DESC'),
    cast: sql.raw('float8'),
    byExpression: sql.raw('coalesce(hot_rank, -1) + 0 DESC, id DESC'),
  },
};

/** A keyset position: the sort key of the last row of the previous page (as PostgreSQL writes it) and its id. */
export interface KeysetPosition {
  key: string;
  id: number;
}

/**
 * The ids of one page, in order, each with its sort key as text (`sort_key`, for the next page's cursor). Kept
 * narrow (id plus the order keys) so a page deep in the feed walks an index and skips entries without fetching whole
 * rows ("deferred join"). With a keyset position (`filters.after`) the page starts after it instead of at an OFFSET,
 * so page 500 reads 10 index entries, not 5,000. Several outcomes become one ordered,
 * limited branch per outcome merged with UNION ALL, because Postgres cannot walk
 * (league, outcome, created_at, id) in created_at order for `outcome IN (…)`.
 * A search (words, full text on the GIN-indexed `search_vector`) goes through searchedPageIdsSql.
 */
export function pageIdsSql(filters: StatementFilters): SQL {
  const tsquery = filters.search ? tsqueryText(filters.search) : null;
  const key = ORDER[filters.sort].key;
  const ids =
    filters.search && tsquery
      ? searchedPageIdsSql(filters, tsquery)
      : filters.search
        ? sql`SELECT id, created_at, score, hot_rank FROM statements WHERE false` // no word to look for (only punctuation)
        : orderedSql(filters, filters.perPage, filters.after ? 0 : (filters.page - 1) * filters.perPage, true);
  return sql`SELECT id, (${key})::text AS sort_key FROM (${ids}) page_ids`;
}

function filterConditions(filters: StatementFilters): SQL[] {
  // The author's own list also holds what moderators hid, marked with the reason; nobody else's does.
  const ownHidden = filters.withOwnHidden && filters.userId !== undefined;
  const where: SQL[] = [ownHidden ? sql`(deleted_at IS NULL OR moderation_state = 'hidden')` : sql`deleted_at IS NULL`];
  if (filters.type) where.push(sql`statement_type = ${filters.type}`);
  if (filters.league) where.push(sql`league = ${filters.league}`);
  if (filters.team) where.push(sql`team_a = ${filters.team}`);
  if (filters.player) where.push(sql`player = ${filters.player}`);
  if (filters.isHotTake !== undefined) where.push(sql`is_hot_take = ${filters.isHotTake}`);
  if (filters.userId !== undefined) where.push(sql`user_id = ${filters.userId}`);
  if (filters.gameId !== undefined) where.push(sql`game_id = ${filters.gameId}`);
  if (filters.saidBy) {
    const table = sql.raw(`${filters.saidBy.kind}s`);
    where.push(sql`said_by_kind = ${filters.saidBy.kind}`);
    where.push(sql`said_by_id = (SELECT id FROM ${table} WHERE slug = ${filters.saidBy.slug})`);
  }
  if (filters.followedBy !== undefined) {
    // Receipts of followed pundits, and whatever followed fans post.
    where.push(
      sql`((said_by_kind IS NOT NULL AND EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ${filters.followedBy} AND f.followable_type = statements.said_by_kind AND f.object_id = statements.said_by_id))
        OR EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ${filters.followedBy} AND f.followable_type = 'user' AND f.object_id = statements.user_id))`,
    );
  }
  if (filters.topic) {
    where.push(sql`EXISTS (SELECT 1 FROM statement_topics st WHERE st.statement_id = statements.id AND st.topic_id = ${filters.topic})`);
  }
  if (filters.since) where.push(sql`created_at >= ${filters.since}`);
  if (filters.after) {
    // A row comparison, which a btree on (key, id) answers as one range: the rows after the position, in order.
    const { key, cast } = ORDER[filters.sort];
    where.push(sql`(${key}, id) < (${filters.after.key}::${cast}, ${filters.after.id}::bigint)`);
  }
  return where;
}

/**
 * Ids of the filtered statements in the list's order, from `offset`, with the order keys (`withKeys`) and
 * search_vector (`withVector`).
 */
function orderedSql(filters: StatementFilters, rows: number, offset: number, withKeys = false, withVector = false): SQL {
  const keyColumns = sql`id, ${ORDER[filters.sort].column}`;
  const columns = withVector ? sql`id, created_at, score, hot_rank, search_vector` : withKeys ? keyColumns : sql`id`;
  const where = filterConditions(filters);
  const order = ORDER[filters.sort].keys;
  // LIMIT/OFFSET are validated integers written inline, so a prepared statement gets a generic plan that knows
  // how few rows it needs (with a parameter the planner assumes 10% of the table and re-plans every time).
  const limit = sql.raw(String(Math.trunc(rows)));
  const skip = sql.raw(String(Math.trunc(offset)));
  const outcomes = filters.outcomes ?? [];
  const whereSql = (extra: SQL[]) => sql`WHERE ${sql.join([...where, ...extra], sql` AND `)}`;
  if (outcomes.length <= 1) {
    const extra = outcomes.length === 1 ? [sql`outcome = ${outcomes[0]}`] : [];
    return sql`SELECT ${columns} FROM statements ${whereSql(extra)} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`;
  }
  const depth = sql.raw(String(Math.trunc(offset + rows)));
  const branches = outcomes.map(
    (outcome) =>
      sql`(SELECT ${withVector ? columns : keyColumns} FROM statements ${whereSql([sql`outcome = ${outcome}`])} ORDER BY ${order} LIMIT ${depth})`,
  );
  return sql`SELECT ${columns} FROM (${sql.join(branches, sql` UNION ALL `)}) merged ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`;
}

/**
 * How many of the list's first rows (most popular first, with its other filters) a search reads before it turns to
 * the GIN index (see searchedPageIdsSql; newest first reads search_recent instead).
 */
export const LIST_SEARCH_WINDOW = 3_000;

/**
 * The page's matches among the list's first rows. Newest first: the matches among the newest takes (search_recent,
 * migration 0008: every take at or after its oldest row, read through its own GIN index), with the list's filters;
 * exact when there are enough, since every later match is older. Most popular first: the list's first
 * LIST_SEARCH_WINDOW rows in its order, each row's words tested.
 */
function windowSql(filters: StatementFilters, where: SQL[], query: SQL, depth: SQL): SQL {
  if (filters.sort === 'created_at') {
    return sql`
      SELECT id, created_at, score, hot_rank FROM statements
      WHERE ${sql.join(where, sql` AND `)} AND id IN (SELECT id FROM search_recent WHERE search_vector @@ ${query})
      ORDER BY created_at + interval '0 seconds' DESC, id DESC
      LIMIT ${depth}`;
  }
  return sql`
    SELECT id, created_at, score, hot_rank FROM (${orderedSql(filters, LIST_SEARCH_WINDOW, 0, true, true)}) first_rows
    WHERE search_vector @@ ${query}
    LIMIT ${depth}`;
}

/**
 * One page of a search in the list's own order (newest or most popular first), exact, without a sequential scan
 * and without trusting the planner's guess of how common the words are. The page's matches are first looked for
 * among the list's first rows (windowSql): when they hold the whole page, it is the answer (rows after the window
 * come later in the order). Otherwise the words are rare there, and the
 * matches come from the GIN index and are sorted (an ORDER BY on expressions, so the planner cannot walk the ordered
 * index instead: for a word in none of a million takes that walk reads them all).
 */
function searchedPageIdsSql(filters: StatementFilters, tsquery: string): SQL {
  // A subquery (an InitPlan: parsed and stemmed once), not a call: in a prepared statement's generic plan
  // to_tsquery($1) is not folded to a constant and would run for every row the filter sees.
  const query = sql`(SELECT to_tsquery('english'::regconfig, ${tsquery}))`;
  const depth = filters.after ? filters.perPage : filters.page * filters.perPage;
  const depthSql = sql.raw(String(Math.trunc(depth)));
  const order = ORDER[filters.sort].keys;
  const byExpression = ORDER[filters.sort].byExpression;
  const outcomes = filters.outcomes ?? [];
  const where = [
    ...filterConditions(filters),
    ...(outcomes.length
      ? [
          sql`outcome IN (${sql.join(
            outcomes.map((o) => sql`${o}`),
            sql`, `,
          )})`,
        ]
      : []),
  ];
  return sql`
    WITH windowed AS MATERIALIZED (${windowSql(filters, where, query, depthSql)}),
    found AS (SELECT count(*) >= ${depthSql} AS yes FROM windowed),
    indexed AS MATERIALIZED (
      SELECT id, created_at, score, hot_rank FROM statements
      WHERE ${sql.join(where, sql` AND `)} AND search_vector @@ ${query} AND NOT (SELECT yes FROM found)
      ORDER BY ${byExpression}
      LIMIT ${depthSql}
    )
    SELECT id, created_at, score, hot_rank FROM (
      SELECT * FROM windowed WHERE (SELECT yes FROM found)
      UNION ALL
      SELECT * FROM indexed
    ) matches
    ORDER BY ${order} LIMIT ${sql.raw(String(Math.trunc(filters.perPage)))} OFFSET ${sql.raw(String(Math.trunc(depth - filters.perPage)))}`;
}
