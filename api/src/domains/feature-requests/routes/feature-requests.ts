import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { HttpError, notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { staffOnly } from '../../../plugins/guards';
import { activeMember } from '../../moderation/plugins/suspension';

/** A member may file this many requests in a day (on top of the site's write limits). */
export const FEATURE_REQUESTS_PER_DAY = 5;
export const TOO_MANY_REQUESTS = `You can suggest at most ${FEATURE_REQUESTS_PER_DAY} features a day. Please try again tomorrow.`;
const NOT_FOUND = 'Feature request not found.';
const DAY_MS = 86_400_000;

/**
 * Feature requests: anyone reads the list (most votes first); members suggest one (title and description, a daily
 * cap), vote and take the vote back (one each); staff set where a request stands.
 */
export const featureRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.featureRequests;
  const { list, create, vote, unvote, setStatus } = ENDPOINTS.featureRequests;

  app.route({
    ...at(list),
    schema: schemaFor(
      list,
      { tags: ['feature-requests'], summary: 'Feature requests, most votes first; `voted` says whether you voted for each' },
      errorResponses(400),
    ),
    handler: async (request) => ({ results: await repo.list(request.user?.id ?? null, request.query.status) }),
  });

  app.route({
    ...at(create),
    preValidation: activeMember,
    schema: schemaFor(
      create,
      { tags: ['feature-requests'], summary: `Suggest a feature (signed in; at most ${FEATURE_REQUESTS_PER_DAY} a day)` },
      errorResponses(400, 401, 403, 429),
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      if ((await repo.countSince(user.id, new Date(app.config.now().getTime() - DAY_MS))) >= FEATURE_REQUESTS_PER_DAY)
        throw new HttpError(429, TOO_MANY_REQUESTS);
      reply.status(201);
      return repo.create(user.id, request.body.title, request.body.description);
    },
  });

  for (const [endpoint, apply, summary] of [
    [vote, repo.vote, 'Vote for a feature request (signed in; one vote each, again changes nothing)'],
    [unvote, repo.unvote, 'Take back your vote for a feature request (signed in)'],
  ] as const) {
    app.route({
      ...at(endpoint),
      preValidation: activeMember,
      schema: schemaFor(endpoint, { tags: ['feature-requests'], summary }, errorResponses(400, 401, 403, 404)),
      handler: async (request) => {
        const found = await apply(request.params.id, requireUser(request).id);
        if (!found) throw notFound(NOT_FOUND);
        return found;
      },
    });
  }

  app.route({
    ...at(setStatus),
    preValidation: staffOnly,
    schema: schemaFor(
      setStatus,
      { tags: ['feature-requests'], summary: 'Set where a feature request stands (staff)' },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const found = await repo.setStatus(request.params.id, request.body.status, requireUser(request).id);
      if (!found) throw notFound(NOT_FOUND);
      return found;
    },
  });
};

export default featureRequestRoutes;
