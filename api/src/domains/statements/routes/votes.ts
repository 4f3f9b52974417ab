import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { toggleVote } from '../data/votes';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { activeMember } from '../../moderation/plugins/suspension';

/** Statement votes: one per user per statement, toggled. */
export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vote } = ENDPOINTS.statements;
  app.route({
    ...at(vote),
    preValidation: activeMember,
    schema: schemaFor(
      vote,
      {
        tags: ['votes'],
        summary: 'Toggle an up/down vote on a statement: same again removes, opposite switches, none adds',
      },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const user = requireUser(request);
      const result = await toggleVote(app.db, 'statement', request.body.statement_id, user.id, request.body.vote_type, app.config.now());
      if (!result) throw notFound('Statement not found.');
      const { statementId: _statement, ...response } = result;
      return response;
    },
  });
};

export default voteRoutes;
