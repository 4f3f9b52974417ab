import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_PER_PAGE } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { requireUser } from '../../../plugins/session';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { signedIn } from '../../../plugins/guards';

/** My Activity's votes and comments: only ever the signed-in member's own, hidden content left out. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.activity;
  const { votes, comments } = ENDPOINTS.activity;

  app.route({
    ...at(votes),
    preValidation: signedIn,
    schema: schemaFor(
      votes,
      { tags: ['activity'], summary: 'Your votes on statements, newest first (page, per_page), with how many in all' },
      errorResponses(400, 401),
    ),
    handler: async (request) => repo.votes(requireUser(request).id, request.query.page ?? 1, request.query.per_page ?? DEFAULT_PER_PAGE),
  });

  app.route({
    ...at(comments),
    preValidation: signedIn,
    schema: schemaFor(
      comments,
      { tags: ['activity'], summary: 'Your comments and replies, newest first (page, per_page), with how many in all' },
      errorResponses(400, 401),
    ),
    handler: async (request) => repo.comments(requireUser(request).id, request.query.page ?? 1, request.query.per_page ?? DEFAULT_PER_PAGE),
  });
};

export default activityRoutes;
