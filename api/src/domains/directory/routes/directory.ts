import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_KINDS, collectionOf } from '@receipts/contract';
import type { z } from 'zod';
import { ENDPOINTS, type Endpoints } from '@receipts/contract/schemas';
import { notFound } from '../../../plugins/errors';
import { errorResponses, fieldError } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { staffOnly } from '../../../plugins/guards';
import { photoUrlProblem } from '../../../routes/photo-url';

type AnyEntity<G> = { [N in keyof G]: Omit<G[N], 'response'> & { response: z.ZodType<unknown> } };

const capitalised = (word: string) => `${word[0].toUpperCase()}${word.slice(1)}`;

/** Public directories of commentators, podcasts and shows, and the staff avatar update. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.directory;

  for (const noun of ENTITY_KINDS) {
    const kind = collectionOf(noun);
    const Noun = capitalised(noun);
    // The three kinds differ only in the entity schema; the repository answers the right one for `kind`.
    const { list, get, updatePhoto } = ENDPOINTS[kind] as AnyEntity<Endpoints['commentators']>;
    app.route({
      ...at(list),
      schema: schemaFor(
        list,
        {
          tags: ['directory'],
          summary: `List ${kind}: sort=popular (most followers first) or accuracy (Wilson lower bound of their counted receipts), league, search (name contains)`,
        },
        errorResponses(400),
      ),
      handler: async (request) =>
        repo.list(kind, { ...request.query, search: request.query.search?.trim() || undefined }, request.user?.id ?? null),
    });

    app.route({
      ...at(get),
      schema: schemaFor(
        get,
        {
          tags: ['directory'],
          summary: `One ${noun} with every field, follower count and whether the viewer follows`,
        },
        errorResponses(400, 404),
      ),
      handler: async (request) => {
        const entity = await repo.bySlug(kind, request.params.slug, request.user?.id ?? null);
        if (!entity) throw notFound(`${Noun} not found`);
        return entity;
      },
    });

    app.route({
      ...at(updatePhoto),
      preValidation: staffOnly,
      schema: schemaFor(
        updatePhoto,
        {
          tags: ['directory'],
          summary: `Update a ${noun}'s avatar URL (staff); https on the storage host or this origin`,
        },
        errorResponses(400, 401, 403, 404),
      ),
      handler: async (request) => {
        const problem = photoUrlProblem(request.body.photo_url, app.config);
        if (problem) throw fieldError('body', { photo_url: [problem] });
        if (!(await repo.updatePhoto(kind, request.params.slug, request.body.photo_url))) throw notFound(`${Noun} not found`);
        return repo.bySlug(kind, request.params.slug, request.user?.id ?? null);
      },
    });
  }
};

export default directoryRoutes;
