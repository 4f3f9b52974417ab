import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listRoutes } from '@receipts/contract';
import type { LeaderboardRow, PunditRow } from '@receipts/contract';
import { Generation, PageCache } from '../repositories/page-cache';
import { SearchCache } from '../domains/search/data/search-cache';
import { ThreadCache } from '../domains/statements/data/thread-cache';
import { TRENDING_PAGE_CACHE_MS } from '../domains/search/data/trending';
import { LEADERBOARD_PAGE_CACHE_MS } from '../domains/track-record/data/track-records';
import { PUNDIT_PAGE_CACHE_MS } from '../domains/track-record/data/pundit-records';
import type { WriteEvent } from './cache-bus';
import { UNSAFE_METHOD } from './csrf';

/** This instance's read caches; each is dropped by the writes that change it, on whichever instance they ran. */
export interface Caches {
  threads: ThreadCache;
  search: SearchCache;
  trendingPages: PageCache<number[]>;
  leaderboardPages: PageCache<{ rows: LeaderboardRow[]; hasMore: boolean }>;
  /** The commentators', podcasts' and shows' boards. */
  punditPages: PageCache<{ rows: PunditRow[]; hasMore: boolean }>;
  /** Bumped when the insights' inputs change: the kept answer is then recomputed (served meanwhile; domains/insights/data/insights.ts). */
  insights: Generation;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: Caches;
  }
}

/** Which writes change which cache, by the contract's endpoint id (and the decay job's own name). */
const CHANGES = {
  threads: new Set(['comments.create', 'comments.vote', 'statements.remove', 'statements.setOutcome', 'moderation.act']),
  trending: new Set([
    'statements.create',
    'statements.remove',
    'statements.vote',
    'comments.create',
    'jobs.trendingDecay',
    'moderation.act',
  ]),
  // A game's result (and its cancellation) grades every pick on it.
  leaderboards: new Set(['statements.setOutcome', 'statements.remove', 'games.result', 'games.update']),
  pundits: new Set([
    'statements.setOutcome',
    'statements.remove',
    'statements.sourceCheck',
    'statements.sourceStatus',
    'moderation.act',
    'games.result',
    'games.update',
  ]),
  insights: new Set([
    'statements.create',
    'statements.remove',
    'statements.setOutcome',
    'statements.vote',
    'moderation.act',
    'games.result',
    'games.update',
  ]),
};
// Search shows takes and the names and photos of people: new, deleted or moderated takes, new accounts, new photos.
const SEARCH_CHANGES =
  /^(statements\.(create|remove)|moderation\.act|\w+\.(updatePhoto|avatarUpload)|auth\.(firebase|register|testCreateUser))$/;

/** Whether any cache cares about writes to this endpoint (the others are not published). */
const changesCaches = (endpoint: string) =>
  Object.values(CHANGES).some((endpoints) => endpoints.has(endpoint)) || SEARCH_CHANGES.test(endpoint);

const positive = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The write's endpoint and the statement or comment its path or body names. */
function writeEventOf(request: FastifyRequest, endpoints: Map<string, string>): WriteEvent | null {
  const endpoint = endpoints.get(`${request.method} ${request.routeOptions.url}`);
  if (!endpoint) return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const byPath = positive(params.id);
  if (endpoint === 'moderation.act') {
    // A hidden, removed or restored statement or comment; a suspension changes no cached read.
    const id = positive(body.target_id);
    return { endpoint, statement: body.target_type === 'statement' ? id : null, comment: body.target_type === 'comment' ? id : null };
  }
  return {
    endpoint,
    statement: endpoint.startsWith('statements.') ? (byPath ?? positive(body.statement_id)) : positive(body.statement),
    comment: endpoint === 'comments.vote' ? byPath : null,
  };
}

/**
 * The caches of this instance as one decorator, and their invalidation in one place: every successful write through
 * the API is published on the cache bus (before its answer is sent), and every instance drops what that write
 * changed. Routes only read through the caches; none of them invalidates anything.
 */
export const cachesPlugin = fp(
  async (app: FastifyInstance) => {
    const caches: Caches = {
      threads: new ThreadCache(),
      search: new SearchCache(app.config.searchCacheTtlMs),
      trendingPages: new PageCache(TRENDING_PAGE_CACHE_MS),
      leaderboardPages: new PageCache(LEADERBOARD_PAGE_CACHE_MS),
      punditPages: new PageCache(PUNDIT_PAGE_CACHE_MS),
      insights: new Generation(),
    };
    app.decorate('caches', caches);

    app.cacheBus.subscribe((event) => {
      if (CHANGES.threads.has(event.endpoint)) {
        if (event.statement !== null) caches.threads.invalidate(event.statement);
        if (event.comment !== null) caches.threads.invalidateComment(event.comment);
      }
      if (CHANGES.trending.has(event.endpoint)) caches.trendingPages.clear();
      if (CHANGES.leaderboards.has(event.endpoint)) caches.leaderboardPages.clear();
      if (CHANGES.pundits.has(event.endpoint)) caches.punditPages.clear();
      if (CHANGES.insights.has(event.endpoint)) caches.insights.bump();
      if (SEARCH_CHANGES.test(event.endpoint)) caches.search.clear();
    });

    const endpoints = new Map(listRoutes().map((route) => [`${route.method} ${route.path}`, route.id]));
    app.addHook('onSend', async (request, reply, payload) => {
      if (UNSAFE_METHOD(request.method) && reply.statusCode < 400) {
        const event = writeEventOf(request, endpoints);
        if (event && changesCaches(event.endpoint)) app.cacheBus.publish(event);
      }
      return payload;
    });
  },
  { name: 'caches', dependencies: ['cache-bus'] },
);

export default cachesPlugin;
