import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTCOME_BEFORE_LOCK } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { errorResponses, fieldError } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { staffOnly } from '../../../plugins/guards';

/** Resolving predictions (staff): the outcome, once the prediction is locked, and its audit trail. */
export const outcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.outcomes;
  const { setOutcome, outcomeHistory } = ENDPOINTS.statements;

  app.route({
    ...at(setOutcome),
    preValidation: staffOnly,
    schema: schemaFor(
      setOutcome,
      {
        tags: ['statements'],
        summary:
          'Set a locked prediction’s outcome (staff); sets resolved_at, records the change in the audit table and updates the owner’s track record',
      },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const user = requireUser(request);
      const result = await repo.setOutcome(request.params.id, {
        outcome: request.body.outcome,
        notes: request.body.outcome_notes,
        changedBy: user.id,
      });
      if (result === 'missing') throw notFound('Statement not found.');
      if (result === 'not_prediction') {
        throw fieldError('body', { outcome: ['Only predictions have an outcome.'] }, 'Only predictions have an outcome.');
      }
      if (result === 'not_locked') throw fieldError('body', { outcome: [OUTCOME_BEFORE_LOCK] }, OUTCOME_BEFORE_LOCK);
      return result;
    },
  });

  app.route({
    ...at(outcomeHistory),
    preValidation: staffOnly,
    schema: schemaFor(
      outcomeHistory,
      { tags: ['statements'], summary: 'Every outcome change of a statement, oldest first: who, when, from → to, notes (staff)' },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const history = await repo.history(request.params.id);
      if (!history) throw notFound('Statement not found.');
      return history;
    },
  });
};

export default outcomeRoutes;
