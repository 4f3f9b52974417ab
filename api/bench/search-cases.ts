import type { SQL } from 'drizzle-orm';
import { SEARCH_LIMIT_ALL, SEARCH_LIMIT_ONE, type SearchType } from '@receipts/contract/search';
import { searchSql } from '../src/domains/search/data/search';
import { listStatementsSql } from '../src/domains/statements/data/statements';
import { SURNAMES } from './search-data';

/** The search cases, in run.ts's Case shape: reads, each with the SQL its request runs. */
export interface SearchCase {
  name: string;
  read: true;
  /** The issue's target for search: p99 < 25 ms at 1,000,000 statements (no req/s target); the list keeps the feed's. */
  readTargetP99?: number;
  path: () => string;
  explain: { label: string; query: SQL }[];
}

const SEARCH_P99 = 25;
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
/** A surname with one letter replaced by a vowel ('Halloran' → 'halloren'): what a fan mistypes. */
function typo(word: string): string {
  const lower = word.toLowerCase();
  const at = 1 + Math.floor(Math.random() * (lower.length - 2));
  const vowel = pick(['a', 'e', 'i', 'o', 'u'].filter((v) => v !== lower[at]));
  return `${lower.slice(0, at)}${vowel}${lower.slice(at + 1)}`;
}
const url = (q: string, type?: string) => `/api/search/?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ''}`;

/**
 * The one statement a search sends. The name searches inside search_names (migration 0007) are planned in the
 * function, so EXPLAIN shows them as one Function Scan; RESULTS.md has their plans (auto_explain, nested statements).
 */
const explainSearch = (q: string, type: SearchType | undefined, limit: number) => [
  { label: 'one statement', query: searchSql(q, type, limit) as SQL },
];
const listUrl = (search: string) => `/api/content-api/statements/?search=${encodeURIComponent(search)}`;
const explainList = (search: string) => [
  { label: 'page', query: listStatementsSql({ search, sort: 'created_at', page: 1, perPage: 10 }, null) },
];

export function searchCases(statements: number): SearchCase[] {
  return [
    {
      name: 'search suggestions, every kind: a misspelled surname (halloren → Halloran)',
      read: true,
      readTargetP99: SEARCH_P99,
      path: () => url(typo(pick(SURNAMES))),
      explain: explainSearch('halloren', undefined, SEARCH_LIMIT_ALL),
    },
    {
      name: 'search suggestions, every kind: a surname typed so far (5 letters, prefix)',
      read: true,
      readTargetP99: SEARCH_P99,
      path: () => url(pick(SURNAMES).slice(0, 5).toLowerCase()),
      explain: explainSearch('hallo', undefined, SEARCH_LIMIT_ALL),
    },
    {
      name: 'search takes: a surname (~1% of statements), 20 best',
      read: true,
      readTargetP99: SEARCH_P99,
      path: () => url(pick(SURNAMES), 'statements'),
      explain: explainSearch('Halloran', 'statements', SEARCH_LIMIT_ONE),
    },
    {
      name: 'search takes: two common words (a league and a verb: ~3% of statements), 20 best',
      read: true,
      readTargetP99: SEARCH_P99,
      path: () => url(`${pick(['nba', 'nfl', 'mlb', 'nhl'])} ${pick(['calls', 'doubts', 'backs', 'fades'])}`, 'statements'),
      explain: explainSearch('nba calls', 'statements', SEARCH_LIMIT_ONE),
    },
    {
      name: 'search takes: a statement’s own number (one match), 20 best',
      read: true,
      readTargetP99: SEARCH_P99,
      path: () => url(`#${1 + Math.floor(Math.random() * statements)}`, 'statements'),
      explain: explainSearch(String(Math.floor(statements / 3)), 'statements', SEARCH_LIMIT_ONE),
    },
    {
      name: 'predictions list ?search=: a surname (~1% of statements), page 1 newest first',
      read: true,
      path: () => listUrl(pick(SURNAMES)),
      explain: explainList('Halloran'),
    },
    {
      name: 'predictions list ?search=: a statement’s own number (one match: the GIN index), page 1',
      read: true,
      path: () => listUrl(String(1 + Math.floor(Math.random() * statements))),
      explain: explainList(String(Math.floor(statements / 3))),
    },
  ];
}
