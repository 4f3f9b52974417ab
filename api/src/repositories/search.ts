import { sql, type SQL } from 'drizzle-orm';
import type { EntityHit, SearchResponse, StatementHit, StatementType, UserSummary } from '@receipts/shared/contract';
import type { SearchType } from '@receipts/shared/contract/search';
import type { Db } from '../db';
import { isoTimestamp, likeContains, userSummary, type AuthorRow } from '../schemas/common';
import { rowsOf, type Executor } from './sql';

/**
 * Search (issue 11). Statements: PostgreSQL full-text search on `search_vector` (title weight A, body weight B,
 * English stemming; GIN index, migration 0004), the last word also as a prefix so suggestions match while typing.
 * Relevance is ts_rank (normalised by document length) among the newest STATEMENT_CANDIDATES matches, then recency:
 * the cap keeps a common word (a league name in a quarter of a million takes) from ranking every match.
 * Names (users, commentators, podcasts, shows): pg_trgm word similarity (`%>`, GIN trigram indexes), so a typo
 * still finds the name ('halloren' → 'Brett Halloran'), or the text anywhere in the name.
 * Never prepared (unlike the feed's reads): how selective the words are decides the plan (walk the newest-first index
 * for a common word, the GIN index for a rare one), and a generic plan would pick one of them for every query.
 */
export const STATEMENT_CANDIDATES = 100;
/** How many of the newest takes are searched first, and how many matches there make a word common (see statementSearchSql). */
export const RECENT_WINDOW = 3_000;
export const RECENT_ENOUGH = 10;
/** Characters of body shown around the first match. */
export const EXCERPT_LENGTH = 160;

/** Words of the query as the text search sees them (letters and digits; everything else separates). */
export function searchWords(q: string): string[] {
  return q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The tsquery text: every word required, the last one also as a prefix once it has 3 characters and a letter
 * ('lak' → 'lakers'; a number stays exact).
 * Only letters and digits reach it, so the text can never be tsquery syntax; to_tsquery then stems each word.
 */
export function tsqueryText(q: string): string | null {
  const words = searchWords(q);
  if (!words.length) return null;
  const prefix = (word: string) => word.length >= 3 && /\p{L}/u.test(word);
  return words.map((word, i) => (i === words.length - 1 && prefix(word) ? `${word}:*` : word)).join(' & ');
}

/** Up to EXCERPT_LENGTH characters of the body, around the first word of the query it contains. */
export function excerptOf(body: string, q: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const lower = text.toLowerCase();
  const positions = searchWords(q).map((word) => lower.indexOf(word.length > 4 ? word.slice(0, -1) : word)).filter((at) => at >= 0);
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
 * The newest STATEMENT_CANDIDATES matches, found the cheaper of two ways without trusting the planner's guess of how
 * common the words are (it guesses 0.4% for any word it has no statistics for, and then walks the whole newest-first
 * index for a word no take contains): first among the newest RECENT_WINDOW takes (a bounded walk; a word found at
 * least RECENT_ENOUGH times there is common, and its newest matches there are the candidates), and only when that
 * finds fewer, through the GIN index (the ORDER BY on an expression keeps the planner from walking the newest-first
 * index again; the matches are then about 0.3% of the takes or fewer).
 */
export function statementSearchSql(tsquery: string, limit: number): SQL {
  const query = sql`to_tsquery('english'::regconfig, ${tsquery})`;
  const candidates = sql.raw(String(STATEMENT_CANDIDATES));
  return sql`
    WITH recent AS MATERIALIZED (
      SELECT id, created_at, search_vector FROM (
        SELECT id, created_at, search_vector FROM statements WHERE deleted_at IS NULL
        ORDER BY created_at DESC, id DESC LIMIT ${sql.raw(String(RECENT_WINDOW))}
      ) newest
      WHERE search_vector @@ ${query}
      LIMIT ${candidates}
    ),
    enough AS (SELECT count(*) >= ${sql.raw(String(RECENT_ENOUGH))} AS yes FROM recent),
    indexed AS MATERIALIZED (
      SELECT id, created_at, search_vector FROM statements
      WHERE deleted_at IS NULL AND search_vector @@ ${query} AND NOT (SELECT yes FROM enough)
      ORDER BY created_at + interval '0 seconds' DESC, id DESC
      LIMIT ${candidates}
    ),
    c AS (
      SELECT * FROM recent WHERE (SELECT yes FROM enough)
      UNION ALL
      SELECT * FROM indexed
    )
    SELECT s.id, s.user_id, s.statement_type, s.is_hot_take, s.title, s.body, s.created_at,
           u.username, u.display_name, u.name, u.photo_url
    FROM c
    JOIN statements s ON s.id = c.id
    JOIN users u ON u.id = s.user_id
    ORDER BY ts_rank(c.search_vector, ${query}, 1) DESC, c.created_at DESC, c.id DESC
    LIMIT ${Math.trunc(limit)}`;
}

/** Word similarity of the query to a name column, or 0 for NULL. */
const similarity = (column: string, q: string) => sql`coalesce(word_similarity(${q}, ${sql.raw(column)}), 0)`;
/** Indexed: the name is similar to the query (pg_trgm's word_similarity_threshold, 0.6), or contains it. */
const nameMatches = (column: string, q: string) => sql`(${sql.raw(column)} %> ${q} OR ${sql.raw(column)} ILIKE ${likeContains(q)})`;

export function userSearchSql(q: string, limit: number): SQL {
  const columns = ['username', 'display_name', 'name'];
  return sql`
    SELECT id AS user_id, username, display_name, name, photo_url,
           greatest(${sql.join(columns.map((column) => similarity(column, q)), sql`, `)}) AS score
    FROM users
    WHERE ${sql.join(columns.map((column) => nameMatches(column, q)), sql` OR `)}
    ORDER BY score DESC, id
    LIMIT ${Math.trunc(limit)}`;
}

const ENTITY_TABLES = { commentators: 'commentators', podcasts: 'podcasts', shows: 'shows' } as const;

export function entitySearchSql(kind: keyof typeof ENTITY_TABLES, q: string, limit: number): SQL {
  return sql`
    SELECT id, slug, name, photo_url, sport_league_name, ${similarity('name', q)} AS score
    FROM ${sql.raw(ENTITY_TABLES[kind])}
    WHERE ${nameMatches('name', q)}
    ORDER BY score DESC, followers_count DESC, id
    LIMIT ${Math.trunc(limit)}`;
}

export function searchRepository(db: Db) {
  const statements = async (q: string, limit: number): Promise<StatementHit[]> => {
    const tsquery = tsqueryText(q);
    if (!tsquery) return [];
    const rows = await rowsOf<StatementHitRow>(db, statementSearchSql(tsquery, limit));
    return rows.map((row) => ({
      id: Number(row.id),
      statement_type: row.statement_type,
      is_hot_take: row.is_hot_take,
      title: row.title,
      excerpt: excerptOf(row.body, q),
      created_at: isoTimestamp(row.created_at),
      user: userSummary(row),
    }));
  };

  const users = async (executor: Executor, q: string, limit: number): Promise<UserSummary[]> =>
    (await rowsOf<AuthorRow>(executor, userSearchSql(q, limit))).map(userSummary);

  const entities = async (executor: Executor, kind: keyof typeof ENTITY_TABLES, q: string, limit: number): Promise<EntityHit[]> =>
    (await rowsOf<EntityHit & { id: number | string }>(executor, entitySearchSql(kind, q, limit))).map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      name: row.name,
      photo_url: row.photo_url,
      sport_league_name: row.sport_league_name,
    }));

  return {
    /** Every kind, or only `type`; `limit` hits per kind, best first. */
    async search(q: string, type: SearchType | undefined, limit: number): Promise<SearchResponse> {
      // (Statements outside the names' transaction: on PostgreSQL both run at once, on two connections.)
      const wants = (kind: SearchType) => !type || type === kind;
      const none = async () => [];
      const noNames = { users: [], commentators: [], podcasts: [], shows: [] };
      const [statementHits, names] = await Promise.all([
        wants('statements') ? statements(q, limit) : none(),
        type === 'statements' ? noNames :
        // The trigram conditions are far dearer than the planner thinks (it would rather compute word_similarity for
        // every row of a small table than read the index): the name searches run with sequential scans off.
        db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          return {
            users: wants('users') ? await users(tx, q, limit) : [],
            commentators: wants('commentators') ? await entities(tx, 'commentators', q, limit) : [],
            podcasts: wants('podcasts') ? await entities(tx, 'podcasts', q, limit) : [],
            shows: wants('shows') ? await entities(tx, 'shows', q, limit) : [],
          };
        }),
      ]);
      return { q, statements: statementHits, ...names };
    },
  };
}
