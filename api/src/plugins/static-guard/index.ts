import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { normalisedPath } from './normalise';
import { FILE_AREAS, isPublished, type PublishRules } from './rules';

export { normalisedPath } from './normalise';
export type { PublishRules } from './rules';

const notFound = (reply: FastifyReply) => reply.status(404).header('Cache-Control', 'no-cache').send({ detail: 'Not found.' });

/**
 * The one guard over files served from disk (/remotes/, /deploys/, /uploads/). It decides on the decoded,
 * normalised path, so `//ssr/`, `/./ssr/`, `/%2e/ssr/`, `%2f`, `%5c`, backslashes and double encoding all
 * reach the same answer; a path that climbs is refused anywhere (other odd input, such as a NUL in an API path,
 * is left to the guards that answer it with a 400). Files are only served by their plain
 * spelling: a path into these areas spelled any other way is 404 even when it names a published file, so
 * the static handlers behind it (which decode on their own) never see a spelling this guard did not judge.
 */
export const staticGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const rules: PublishRules = {
      deploys: Boolean(config.remotesMapFile),
      uploads: config.storage.driver === 'local',
      isProduction: config.isProduction,
    };
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const raw = request.url.split('?')[0];
      const canonical = normalisedPath(raw);
      if (canonical === null) return notFound(reply);
      const segments = canonical.split('/').slice(1);
      if (!(FILE_AREAS as readonly string[]).includes(segments[0])) return;
      if (raw !== canonical || !isPublished(segments, rules)) return notFound(reply);
    });
  },
  { name: 'static-guard' },
);

export default staticGuardPlugin;
