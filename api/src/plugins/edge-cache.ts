import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ENDPOINTS, type Endpoint } from '@receipts/contract/schemas';
import { SESSION_COOKIE } from './session';

/** How long a shared cache (HAProxy's, a CDN) may keep a visitor's answer, then serve it stale while refetching. */
export interface EdgeLifetime {
  sMaxAge: number;
  staleWhileRevalidate: number;
}

/** Statements, votes and comments: s-maxage + stale-while-revalidate = 5 s, the most a visitor waits for a new one. */
const LIVE: EdgeLifetime = { sMaxAge: 2, staleWhileRevalidate: 3 };
/** Boards and track records move when an outcome is set (and at the day's roll): within 30 s. */
const RANKS: EdgeLifetime = { sMaxAge: 10, staleWhileRevalidate: 20 };
/** The directory is edited by staff now and then (a photo, a new pundit): within a minute. */
const DIRECTORY: EdgeLifetime = { sMaxAge: 30, staleWhileRevalidate: 30 };

/**
 * THE TABLE: the reads a visitor's answer to may be shared, and for how long. Only these, only to a request with
 * neither the session cookie nor an Authorization header, only a 200 without Set-Cookie. Everything else is left as
 * its route says (nothing: never stored by a cache, which needs an explicit lifetime). docs/operations.md says why.
 */
export const EDGE_CACHE_TABLE: readonly (readonly [Endpoint, EdgeLifetime])[] = [
  [ENDPOINTS.statements.list, LIVE],
  [ENDPOINTS.statements.get, LIVE],
  [ENDPOINTS.statements.trending, LIVE],
  [ENDPOINTS.comments.list, LIVE],
  [ENDPOINTS.leaderboards.get, RANKS],
  [ENDPOINTS.commentators.record, RANKS],
  [ENDPOINTS.podcasts.record, RANKS],
  [ENDPOINTS.shows.record, RANKS],
  [ENDPOINTS.commentators.list, DIRECTORY],
  [ENDPOINTS.commentators.get, DIRECTORY],
  [ENDPOINTS.podcasts.list, DIRECTORY],
  [ENDPOINTS.podcasts.get, DIRECTORY],
  [ENDPOINTS.shows.list, DIRECTORY],
  [ENDPOINTS.shows.get, DIRECTORY],
];

/** What a signed-in request's answer (and any answer setting a cookie) says: nobody but this browser keeps it. */
export const PRIVATE_ANSWER = 'private, no-store';
/**
 * The table's answers differ by who asks: a cache that keys on nothing else must not give a visitor's copy to a
 * member. HAProxy's cache never looks a signed-in request up, so deploy/haproxy.cfg stores by Accept-Encoding only.
 */
const VARY_BY_WHO = ['Cookie', 'Authorization'];

export const publicAnswer = ({ sMaxAge, staleWhileRevalidate }: EdgeLifetime) =>
  `public, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;

const lifetimes = new Map(EDGE_CACHE_TABLE.map(([endpoint, lifetime]) => [endpoint.path, lifetime]));

function tableLifetime(request: FastifyRequest, reply: FastifyReply): EdgeLifetime | undefined {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return undefined;
  return lifetimes.get(request.routeOptions.url ?? '');
}

/** A session cookie (live or not) or any Authorization header: the answer may be this person's own. */
export const signedInRequest = (request: FastifyRequest) =>
  Boolean(request.cookies?.[SESSION_COOKIE]) || request.headers.authorization !== undefined;

function addVary(reply: FastifyReply, names: string[]) {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = names.filter((name) => !current.some((have) => have.toLowerCase() === name.toLowerCase()));
  if (missing.length) reply.header('Vary', [...current, ...missing].join(', '));
}

/** A route's own shareable Cache-Control (e.g. `public, max-age=3600`) made private, keeping what a browser may do. */
function privatised(cacheControl: string): string {
  const kept = cacheControl
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(public|private|s-maxage=.*|stale-while-revalidate=.*|proxy-revalidate)$/i.test(directive));
  return ['private', ...kept].join(', ');
}

/**
 * Cache-Control for shared caches in front of the API (HAProxy's in `npm run cluster`, a CDN in front of one
 * instance): the table's reads are `public, s-maxage=…, stale-while-revalidate=…` for visitors, and `private,
 * no-store` for anyone signed in. An answer that sets a cookie is never shareable, whatever its route said.
 * Registered after @fastify/cookie, so its onSend has written Set-Cookie by the time this one looks.
 */
export const edgeCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const lifetime = tableLifetime(request, reply);
      const setsCookie = reply.hasHeader('set-cookie');
      const signedIn = signedInRequest(request);
      if (lifetime) addVary(reply, VARY_BY_WHO);
      if (setsCookie || (signedIn && (request.routeOptions.url ?? '').startsWith('/api/'))) {
        const current = reply.getHeader('cache-control');
        if (lifetime || current === undefined) reply.header('Cache-Control', PRIVATE_ANSWER);
        else if (/\b(public|s-maxage)\b/i.test(String(current))) reply.header('Cache-Control', privatised(String(current)));
      } else if (lifetime) {
        reply.header('Cache-Control', publicAnswer(lifetime));
      }
      return payload;
    });
  },
  { name: 'edge-cache', dependencies: ['cookie'] },
);

export default edgeCachePlugin;
