import { sql, type SQL } from 'drizzle-orm';
import type { EntityHit, SearchResponse, StatementHit, StatementType } from '@receipts/contract';
import type { SearchType } from '@receipts/contract/search';
import type { Db } from '../../../db';
import { isoTimestamp, likeContains, userSummary, type AuthorRow } from '../../../schemas/common';
import { SearchCache } from './search-cache';
import { searchWords, tsqueryText } from './search-query';
import { readRows } from '../../../repositories/sql';

export { searchWords, tsqueryText };

/**
 * Search. Statements: PostgreSQL full-text search on `search_vector` (title weight A, body weight B,
 * English stemming; GIN index, migration 0004), the last word also as a prefix so suggestions match while typing.
 * Relevance is ts_rank (normalised by document length) among the newest STATEMENT_CANDIDATES matches, then recency:
 * the cap keeps a common word (a league name in a quarter of a million takes) from ranking every match.
 * Names (users, commentators, podcasts, shows): pg_trgm word similarity (`%>`, GIN trigram indexes), so a typo
 * still finds the name ('halloren' → 'Brett Halloran'), or the text anywhere in the name (search_names, migration 0007);
 * people through a dictionary of the words in their names, each word of the query matched once (migration 0010).
 * Every kind in one statement (searchSql), prepared: the SQL fixes which index reads what, whatever the words.
 */
export const STATEMENT_CANDIDATES = 100;
/**
 * How many of the newest takes are searched first (search_recent holds them: migration 0008, which keeps 3,000 to
 * 3,500), and how many matches there make a word common (see statementSearchSql).
 */
export const RECENT_WINDOW = 3_000;
export const RECENT_ENOUGH = 10;
/** Characters of body shown around the first match. */
export const EXCERPT_LENGTH = 160;

/** Up to EXCERPT_LENGTH characters of the body, around the first word of the query it contains. */
export function excerptOf(body: string, q: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const lower = text.toLowerCase();
  const positions = searchWords(q)
    .map((word) => lower.indexOf(word.length > 4 ? word.slice(0, -1) : word))
    .filter((at) => at >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  let start = Math.max(0, first - 40);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  const end = Math.min(text.length, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trimEnd()}${end < text.length ? '…' : ''}`;
}

interface StatementHitRow extends AuthorRow {
  id: number | string;
  statement_type: StatementType;
  is_hot_take: boolean;
  title: string;
  body: string;
  created_at: string;
}

/**
 * The best `limit` of the newest STATEMENT_CANDIDATES matches, found the cheaper of two ways without trusting the
 * planner's guess of how common the words are (it guesses 0.4% for any word it has no statistics for, and then walks
 * the whole newest-first index for a word no take contains): first among the newest RECENT_WINDOW takes, through
 * search_recent's own small GIN index (migration 0008; a word found there at least RECENT_ENOUGH times is common,
 * and its newest matches there are the candidates), and only when that finds fewer, through the takes' GIN index
 * (the ORDER BY on an expression keeps the planner from walking the newest-first index; the matches are then about
 * 0.3% of the takes or fewer). The candidates are ranked before the join, so only the `limit` hits are read whole.
 */
export function statementSearchSql(tsquery: string, limit: number): SQL {
  // A subquery (an InitPlan: parsed and stemmed once), not a call: in a prepared statement's generic plan
  // to_tsquery($1) is not folded to a constant and would run for every row a filter sees.
  const query = sql`(SELECT to_tsquery('english'::regconfig, ${tsquery}))`;
  const candidates = sql.raw(String(STATEMENT_CANDIDATES));
  return sql`
    WITH recent AS MATERIALIZED (
      SELECT id, created_at, search_vector FROM search_recent
      WHERE search_vector @@ ${query}
      ORDER BY created_at + interval '0 seconds' DESC, id DESC
      LIMIT ${candidates}
    ),
    enough AS (SELECT count(*) >= ${sql.raw(String(RECENT_ENOUGH))} AS yes FROM recent),
    indexed AS MATERIALIZED (
      SELECT id, created_at, search_vector FROM statements
      WHERE deleted_at IS NULL AND search_vector @@ ${query} AND NOT (SELECT yes FROM enough)
      ORDER BY created_at + interval '0 seconds' DESC, id DESC
      LIMIT ${candidates}
    ),
    best AS (
      SELECT id, created_at, ts_rank(search_vector, ${query}, 1) AS rank FROM (
        SELECT * FROM recent WHERE (SELECT yes FROM enough)
        UNION ALL
        SELECT * FROM indexed
      ) c
      ORDER BY rank DESC, created_at DESC, id DESC
      LIMIT ${sql.raw(String(Math.trunc(limit)))}
    )
    SELECT s.id, s.user_id, s.statement_type, s.is_hot_take, s.title, s.body, s.created_at,
           u.username, u.display_name, u.name, u.photo_url
    FROM best
    JOIN statements s ON s.id = best.id
    JOIN users u ON u.id = s.user_id
    ORDER BY best.rank DESC, best.created_at DESC, best.id DESC`;
}

interface HitRow {
  kind: SearchType;
  hit: Record<string, unknown>;
}

/**
 * A whole search as one statement (one round trip): the takes (statementSearchSql) and the names (search_names,
 * migration 0007: pg_trgm word similarity `%>` on GIN trigram indexes, or the text anywhere in a name; sequential
 * scans off inside it), one row per hit, `kind` and the hit as JSON, each kind best first. Null when nothing is asked.
 */
export function searchSql(q: string, type: SearchType | undefined, limit: number): SQL | null {
  const wants = (kind: SearchType) => !type || type === kind;
  const tsquery = tsqueryText(q);
  const parts: SQL[] = [];
  if (wants('statements') && tsquery) {
    parts.push(sql`SELECT 'statements'::text AS kind, row_to_json(t) AS hit FROM (${statementSearchSql(tsquery, limit)}) t`);
  }
  if (type !== 'statements') {
    const lim = Math.trunc(limit);
    parts.push(sql`SELECT kind, hit FROM search_names(${q}::text, ${likeContains(q)}::text, ${lim}::integer,
      ${wants('users')}::boolean, ${wants('commentators')}::boolean, ${wants('podcasts')}::boolean, ${wants('shows')}::boolean)`);
  }
  return parts.length ? sql.join(parts, sql` UNION ALL `) : null;
}

const toStatementHit = (row: StatementHitRow, q: string): StatementHit => ({
  id: Number(row.id),
  statement_type: row.statement_type,
  is_hot_take: row.is_hot_take,
  title: row.title,
  excerpt: excerptOf(row.body, q),
  created_at: isoTimestamp(row.created_at),
  user: userSummary(row),
});

const toEntityHit = (row: EntityHit & { id: number | string }): EntityHit => ({
  id: Number(row.id),
  slug: row.slug,
  name: row.name,
  photo_url: row.photo_url,
  sport_league_name: row.sport_league_name,
});

export function searchRepository(db: Db, cache = new SearchCache(0)) {
  const load = async (q: string, type: SearchType | undefined, limit: number) => {
    const hits: Omit<SearchResponse, 'q'> = { statements: [], users: [], commentators: [], podcasts: [], shows: [] };
    const query = searchSql(q, type, limit);
    if (!query) return hits;
    // Prepared on PostgreSQL (a few shapes: every kind, or one): the plan's shape is fixed by the SQL itself.
    for (const { kind, hit } of await readRows<HitRow>(db, query)) {
      if (kind === 'statements') hits.statements.push(toStatementHit(hit as unknown as StatementHitRow, q));
      else if (kind === 'users') hits.users.push(userSummary(hit as unknown as AuthorRow));
      else hits[kind].push(toEntityHit(hit as unknown as EntityHit));
    }
    return hits;
  };
  return {
    /** Every kind, or only `type`; `limit` hits per kind, best first. */
    async search(q: string, type: SearchType | undefined, limit: number): Promise<SearchResponse> {
      return { q, ...(await cache.get(SearchCache.key(q, type, limit), () => load(q, type, limit))) };
    },
  };
}
