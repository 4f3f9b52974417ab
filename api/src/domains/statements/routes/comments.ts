import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Comment } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { shareThread, threadJsonFor } from '../data/thread-cache';
import { toggleVote } from '../data/votes';
import { errorResponses, fieldError, trustedJsonSerializer, userSummary } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { activeMember } from '../../moderation/plugins/suspension';
import { refuseNewAccountLinks } from './link-guard';

/** Comments with nested replies, and comment votes. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.comments;
  const cache = app.caches.threads;
  const { list, create, vote } = ENDPOINTS.comments;

  app.route({
    ...at(list),
    serializerCompiler: trustedJsonSerializer,
    schema: schemaFor(
      list,
      {
        tags: ['comments'],
        summary: 'A statement’s comments: top level newest first, replies nested to any depth',
      },
      errorResponses(400, 404),
    ),
    handler: async (request, reply) => {
      const { id } = request.params;
      // The author of a comment moderators hid sees it with the reason: that answer is theirs alone, read
      // with their votes and kept out of the shared cache, so no one else ever gets it.
      if (request.user && (await repo.hasOwnHidden(id, request.user.id))) {
        const own = await repo.forStatement(id, request.user.id, true);
        if (!own) throw notFound('Statement not found.');
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(own) as unknown as Comment[]);
      }
      // Everyone else shares the thread for a moment (see ThreadCache); a viewer's own votes are read fresh.
      const thread = await cache.get(id, async () => {
        const tree = await repo.forStatement(id, null);
        return tree ? shareThread(tree) : null;
      });
      if (!thread) throw notFound('Statement not found.');
      const text = request.user ? threadJsonFor(thread, await repo.viewerVotes(id, request.user.id)) : thread.json;
      // Already JSON text: Fastify sends a string payload as is.
      return reply.type('application/json; charset=utf-8').send(text as unknown as Comment[]);
    },
  });

  app.route({
    ...at(create),
    preValidation: activeMember,
    schema: schemaFor(
      create,
      {
        tags: ['comments'],
        summary: 'Comment on a statement or reply to a comment of the same statement (signed in)',
      },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      refuseNewAccountLinks(user, [request.body.text], app.config.moderation.newAccountLinkHours, app.config.now());
      const result = await repo.create({
        statementId: request.body.statement,
        parentId: request.body.parent ?? null,
        text: request.body.text,
        author: userSummary({
          user_id: user.id,
          username: user.username,
          display_name: user.displayName,
          name: user.name,
          photo_url: user.photoUrl,
        }),
      });
      if (result === 'statement_missing') throw notFound('Statement not found.');
      if (result === 'parent_missing') throw fieldError('body', { parent: ['Parent comment not found.'] });
      if (result === 'parent_elsewhere') throw fieldError('body', { parent: ['The parent comment belongs to another statement.'] });
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...at(vote),
    preValidation: activeMember,
    schema: schemaFor(
      vote,
      {
        tags: ['comments'],
        summary: 'Toggle an up/down vote on a comment, with the same rules as statement votes',
      },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const user = requireUser(request);
      const result = await toggleVote(app.db, 'comment', request.params.id, user.id, request.body.vote_type);
      if (!result) throw notFound('Comment not found.');
      const { statementId: _statement, ...response } = result;
      return response;
    },
  });
};

export default commentRoutes;
