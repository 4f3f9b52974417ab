import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMIT_ALL, SEARCH_LIMIT_ONE } from '@receipts/shared/contract/search';
import { entitySearchSql, statementSearchSql, tsqueryText, userSearchSql } from '../src/repositories/search';
import { SURNAMES } from './search-data';

/** The search cases (issue 11), in run.ts's Case shape: reads, each with the SQL its request runs. */
export interface SearchCase {
  name: string;
  read: true;
  oneTransaction?: boolean;
  path: () => string;
  explain: { label: string; query: SQL }[];
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
/** A surname with one letter replaced by a vowel ('Halloran' → 'halloren'): what a fan mistypes. */
function typo(word: string): string {
  const lower = word.toLowerCase();
  const at = 1 + Math.floor(Math.random() * (lower.length - 2));
  const vowel = pick(['a', 'e', 'i', 'o', 'u'].filter((v) => v !== lower[at]));
  return `${lower.slice(0, at)}${vowel}${lower.slice(at + 1)}`;
}
const url = (q: string, type?: string) => `/api/search/?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ''}`;

/** Every query the suggestions ask (all kinds, 5 each) for q. */
function everyKind(q: string): { label: string; query: SQL }[] {
  const tsquery = tsqueryText(q);
  return [
    ...(tsquery ? [{ label: 'takes', query: statementSearchSql(tsquery, SEARCH_LIMIT_ALL) }] : []),
    // As the server runs the name searches: in a transaction with sequential scans off (set_config, so EXPLAIN takes it).
    { label: 'SET LOCAL enable_seqscan = off', query: sql`SELECT set_config('enable_seqscan', 'off', true)` },
    { label: 'people', query: userSearchSql(q, SEARCH_LIMIT_ALL) },
    ...(['commentators', 'podcasts', 'shows'] as const).map((kind) => ({ label: kind, query: entitySearchSql(kind, q, SEARCH_LIMIT_ALL) })),
  ];
}

export function searchCases(statements: number): SearchCase[] {
  return [
    {
      name: 'search suggestions, every kind: a misspelled surname (halloren → Halloran)',
      read: true,
      path: () => url(typo(pick(SURNAMES))),
      oneTransaction: true,
      explain: everyKind('halloren'),
    },
    {
      name: 'search suggestions, every kind: a surname typed so far (5 letters, prefix)',
      read: true,
      path: () => url(pick(SURNAMES).slice(0, 5).toLowerCase()),
      oneTransaction: true,
      explain: everyKind('hallo'),
    },
    {
      name: 'search takes: a surname (~1% of statements), 20 best',
      read: true,
      path: () => url(pick(SURNAMES), 'statements'),
      explain: [{ label: 'takes', query: statementSearchSql(tsqueryText('Halloran') as string, SEARCH_LIMIT_ONE) }],
    },
    {
      name: 'search takes: two common words (a league and a verb: ~3% of statements), 20 best',
      read: true,
      path: () => url(`${pick(['nba', 'nfl', 'mlb', 'nhl'])} ${pick(['calls', 'doubts', 'backs', 'fades'])}`, 'statements'),
      explain: [{ label: 'takes', query: statementSearchSql(tsqueryText('nba calls') as string, SEARCH_LIMIT_ONE) }],
    },
    {
      name: 'search takes: a statement’s own number (one match), 20 best',
      read: true,
      path: () => url(`#${1 + Math.floor(Math.random() * statements)}`, 'statements'),
      explain: [{ label: 'takes', query: statementSearchSql(tsqueryText(String(Math.floor(statements / 3))) as string, SEARCH_LIMIT_ONE) }],
    },
  ];
}
