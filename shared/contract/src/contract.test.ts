import { listEndpoints, statementListQuery, type ENDPOINTS } from './schemas';
import { listRoutes, ROUTES, fillPath } from './endpoint-paths';
import type { Commentator, StatementListQuery } from '.';
import { collectionOf, ENTITY_COLLECTIONS, ENTITY_KINDS, kindOfCollection } from './entity-kinds';
import { MAX_PER_PAGE } from './limits';

/**
 * Type-level drift checks: these lines stop compiling (`npm run typecheck`, and ts-jest-free jest still runs the
 * runtime half) when the contract types and the endpoint table disagree. The browser client's own check against
 * the contract is in the web package (shared/web/src/api/client-answers-contract.ts).
 */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

export type TableIsComplete = [
  // The schema table has exactly the route table's groups and names.
  Expect<Equal<keyof typeof ENDPOINTS, keyof typeof ROUTES>>,
  Expect<Equal<{ [G in keyof typeof ROUTES]: keyof (typeof ROUTES)[G] }, { [G in keyof typeof ENDPOINTS]: keyof (typeof ENDPOINTS)[G] }>>,
];

export type KnownDrift = [
  // Commentator.bio was optional in the browser's types but always sent by the API: it is now one schema.
  Expect<Equal<Commentator['bio'], string | null>>,
  Expect<'bio' extends RequiredKeys<Commentator> ? true : false>,
  // The browser's list query is the server's parsed query, sent as strings.
  Expect<Equal<StatementListQuery['page'], number | undefined>>,
  Expect<Equal<NonNullable<StatementListQuery['user_id']>, number | 'current'>>,
];

describe('the endpoint table', () => {
  it('joins every route with its schemas, method and path unchanged', () => {
    const routes = listRoutes().map(({ id, method, path }) => `${id} ${method} ${path}`);
    const endpoints = listEndpoints().map(({ id, method, path }) => `${id} ${method} ${path}`);
    expect(endpoints).toEqual(routes);
  });

  it('has one method and path per endpoint', () => {
    const keys = listRoutes().map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath(ROUTES.follows.ofUser.path, { username: 'a b' })).toBe('/api/users/a%20b/follows/');
    expect(() => fillPath(ROUTES.statements.get.path)).toThrow('missing path parameter id');
  });

  it('shares the limits with the server schemas', () => {
    expect(statementListQuery.safeParse({ per_page: String(MAX_PER_PAGE) }).success).toBe(true);
    expect(statementListQuery.safeParse({ per_page: String(MAX_PER_PAGE + 1) }).success).toBe(false);
  });
});

describe('entity kinds', () => {
  it('derive their collections', () => {
    expect(ENTITY_COLLECTIONS).toEqual(['commentators', 'podcasts', 'shows']);
    for (const kind of ENTITY_KINDS) expect(kindOfCollection(collectionOf(kind))).toBe(kind);
  });
});
