import type { z } from 'zod';
import type { authApi, directoryApi, followsApi, statementsApi, usersApi } from '../api/endpoints';
import { listEndpoints, statementListQuery, type ENDPOINTS } from './schemas';
import { listRoutes, ROUTES, fillPath } from './routes';
import type { Commentator, Comment, FollowLists, PublicProfile, Statement, StatementListQuery, VoteToggleResponse } from '.';
import { collectionOf, ENTITY_COLLECTIONS, ENTITY_KINDS, kindOfCollection } from './entity-kinds';
import { MAX_PER_PAGE } from './limits';

/**
 * Type-level drift checks: these lines stop compiling (`npm run typecheck`, and ts-jest-free jest still runs the
 * runtime half) when the browser client, the contract types and the endpoint table disagree.
 */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

export type ClientAnswersTheContract = [
  Expect<Equal<Answer<typeof statementsApi.get>, Statement>>,
  Expect<Equal<Answer<typeof statementsApi.list>, Statement[]>>,
  Expect<Equal<Answer<typeof statementsApi.comments>, Comment[]>>,
  Expect<Equal<Answer<typeof statementsApi.vote>, VoteToggleResponse>>,
  Expect<Equal<Answer<typeof directoryApi.commentators.get>, Commentator>>,
  Expect<Equal<Answer<typeof followsApi.mine>, FollowLists>>,
  Expect<Equal<Answer<typeof usersApi.profile>, PublicProfile>>,
  Expect<Equal<Answer<typeof authApi.currentUser>, z.output<(typeof ENDPOINTS)['auth']['currentUser']['response']>>>,
];

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
