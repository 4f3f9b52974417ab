import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { HttpError } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { AppealRefused, createAppeal } from '../data';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { signedIn } from '../../../plugins/guards';

/** Rethrows a refused appeal or answer as its answer (404 or 409 with the message the UI shows). */
export function asHttpError(error: unknown): never {
  if (error instanceof AppealRefused) throw new HttpError(error.status, error.message);
  throw error;
}

/**
 * POST /api/appeals/: the author of a statement or comment moderators hid asks them to look again, once per item.
 * Signed in, not necessarily active: a member whose post was hidden may appeal it while suspended.
 */
export const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { create } = ENDPOINTS.appeals;

  app.route({
    ...at(create),
    preValidation: signedIn,
    schema: schemaFor(
      create,
      { tags: ['moderation'], summary: 'Appeal your own hidden statement or comment, once (it joins the staff queue)' },
      errorResponses(400, 401, 404, 409),
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const appeal = await createAppeal(app.db, user.id, request.body).catch(asHttpError);
      return reply.code(201).send(appeal);
    },
  });
};

export default appealRoutes;
