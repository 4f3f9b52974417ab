import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOT_A_RECEIPT, OWN_RECEIPT, type Statement } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { forbidden, notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { settleSourceStatus, toggleSourceCheck } from '../data/source-checks';
import { errorResponses, fieldError } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { staffOnly } from '../../../plugins/guards';
import { activeMember } from '../../moderation/plugins/suspension';

const notReceipt = () => fieldError('body', { attribution: [NOT_A_RECEIPT] }, NOT_A_RECEIPT);

/** The community's check of a receipt's source (members) and staff settling it. */
export const sourceCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const statements = app.repos.statements;
  const { sourceCheck, sourceStatus } = ENDPOINTS.statements;

  app.route({
    ...at(sourceCheck),
    // A suspended member cannot confirm or dispute sources either.
    preValidation: activeMember,
    schema: schemaFor(
      sourceCheck,
      {
        tags: ['statements'],
        summary: `Confirm or dispute a receipt's source (signed in, not its poster): the same verdict again withdraws it; the status follows a lead of ${app.config.sourceCheckThreshold} among the checks of accounts with standing`,
      },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const user = requireUser(request);
      const policy = { threshold: app.config.sourceCheckThreshold, standing: app.config.standing, now: app.config.now() };
      const result = await toggleSourceCheck(app.db, request.params.id, user.id, request.body.verdict, policy);
      if (result === 'missing') throw notFound('Statement not found.');
      if (result === 'not_receipt') throw notReceipt();
      if (result === 'own') throw forbidden(OWN_RECEIPT);
      void app.notificationBus.written(result.written); // committed: the poster's streams, on any instance
      return result.response;
    },
  });

  app.route({
    ...at(sourceStatus),
    preValidation: staffOnly,
    schema: schemaFor(
      sourceStatus,
      { tags: ['statements'], summary: "Settle a receipt's source status either way (staff, audited)" },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const user = requireUser(request);
      const result = await settleSourceStatus(app.db, request.params.id, request.body.source_status, user.id, app.config.now());
      if (result === 'missing') throw notFound('Statement not found.');
      if (result === 'not_receipt') throw notReceipt();
      void app.notificationBus.written(result.written);
      return (await statements.get(request.params.id, user.id, app.db, true)) as Statement;
    },
  });
};

export default sourceCheckRoutes;
