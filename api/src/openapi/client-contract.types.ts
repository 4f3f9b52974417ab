// Compiled by `npm run typecheck` (nothing runs): a client generated from /api/docs (generated.d.ts, openapi-typescript)
// and the contract's own types must agree for representative endpoints, both ways: what the server sends typed by
// the contract is what the document's client expects, and what that client sends is what the contract accepts.
import type { BodyOf, EndpointOf, ResponseOf } from '@receipts/contract';
import type { paths } from './generated';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends { responses: { [K in S]: infer R } }
  ? Json<R>
  : never;
type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody: infer B }
  ? Json<NonNullable<B>>
  : never;

/** Compiles only when A and B are assignable to each other (and neither is never or any). */
type Agree<A, B> = [A] extends [never]
  ? 'never'
  : 0 extends 1 & A
    ? 'any'
    : [A] extends [B]
      ? [B] extends [A]
        ? true
        : 'B is not assignable to A'
      : 'A is not assignable to B';
const agree = <A, B>(verdict: Agree<A, B>) => verdict;

export const checks = [
  agree<Success<'/api/content-api/statements/', 'get', 200>, ResponseOf<EndpointOf<'statements', 'list'>>>(true),
  agree<Success<'/api/content-api/statements/{id}/', 'get', 200>, ResponseOf<EndpointOf<'statements', 'get'>>>(true),
  agree<Success<'/api/content-api/statements/{id}/comments/', 'get', 200>, ResponseOf<EndpointOf<'comments', 'list'>>>(true),
  agree<RequestBody<'/api/content-api/statements/', 'post'>, BodyOf<EndpointOf<'statements', 'create'>>>(true),
  agree<Success<'/api/content-api/statements/', 'post', 201>, ResponseOf<EndpointOf<'statements', 'create'>>>(true),
  agree<RequestBody<'/api/auth/email/login/', 'post'>, BodyOf<EndpointOf<'auth', 'login'>>>(true),
  agree<Success<'/api/auth/email/login/', 'post', 200>, ResponseOf<EndpointOf<'auth', 'login'>>>(true),
  agree<Success<'/api/users/{username}/profile/', 'get', 200>, ResponseOf<EndpointOf<'users', 'profile'>>>(true),
];
