import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../plugins/errors';
import { requireUser } from '../plugins/session';
import { toggleVote } from '../repositories/votes';
import { errorResponses } from '../schemas/common';
import { voteToggleBody, voteToggleResponse } from '../schemas/statements';
import { signedIn } from './guards';

/** Statement votes (spec §4 "Vote"): one per user per statement, toggled. */
export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/content-api/votes/toggle/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['votes'],
        summary: 'Toggle an up/down vote on a statement: same again removes, opposite switches, none adds',
        body: voteToggleBody,
        response: { 200: voteToggleResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await toggleVote(app.db, 'statement', request.body.statement_id, user.id, request.body.vote_type);
      if (!result) throw notFound('Statement not found.');
      const { statementId: _statement, ...response } = result;
      return response;
    },
  );
};
