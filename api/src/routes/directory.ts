import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../plugins/errors';
import { directoryRepository, type DirectoryKind } from '../repositories/directory';
import { errorResponses, fieldError, slugParams } from '../schemas/common';
import { commentatorSchema, directoryListQuery, podcastSchema, showSchema, updatePhotoBody } from '../schemas/directory';
import { staffOnly } from './guards';
import { photoUrlProblem } from './photo-url';

const KINDS: { kind: DirectoryKind; schema: z.ZodType; noun: string; Noun: string }[] = [
  { kind: 'commentators', schema: commentatorSchema, noun: 'commentator', Noun: 'Commentator' },
  { kind: 'podcasts', schema: podcastSchema, noun: 'podcast', Noun: 'Podcast' },
  { kind: 'shows', schema: showSchema, noun: 'show', Noun: 'Show' },
];

/** Public directories of commentators, podcasts and shows (spec §2.10), and the staff avatar update. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = directoryRepository(app.db);

  for (const { kind, schema, noun, Noun } of KINDS) {
    app.get(
      `/api/${kind}/`,
      {
        schema: {
          tags: ['directory'],
          summary: `List ${kind}: sort=popular (most followers first), league, search (name contains)`,
          querystring: directoryListQuery,
          response: { 200: z.array(schema), ...errorResponses(400) },
        },
      },
      async (request) => repo.list(kind, { ...request.query, search: request.query.search?.trim() || undefined }, request.user?.id ?? null),
    );

    app.get(
      `/api/${kind}/:slug/`,
      {
        schema: {
          tags: ['directory'],
          summary: `One ${noun} with every field, follower count and whether the viewer follows`,
          params: slugParams,
          response: { 200: schema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const entity = await repo.bySlug(kind, request.params.slug, request.user?.id ?? null);
        if (!entity) throw notFound(`${Noun} not found`);
        return entity;
      },
    );

    app.patch(
      `/api/${kind}/:slug/update-photo/`,
      {
        preValidation: staffOnly,
        schema: {
          tags: ['directory'],
          summary: `Update a ${noun}'s avatar URL (staff); https on the storage host or this origin`,
          params: slugParams,
          body: updatePhotoBody,
          response: { 200: schema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const problem = photoUrlProblem(request.body.photo_url, app.config);
        if (problem) throw fieldError('body', { photo_url: [problem] });
        if (!(await repo.updatePhoto(kind, request.params.slug, request.body.photo_url))) throw notFound(`${Noun} not found`);
        return repo.bySlug(kind, request.params.slug, request.user?.id ?? null);
      },
    );
  }
};
