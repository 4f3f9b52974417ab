import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CANCELLED_GAME_FIXED,
  FINAL_GAME_FIXED,
  GAMES_PER_PAGE_DEFAULT,
  RESULT_BEFORE_START,
  RESULT_OF_CANCELLED,
} from '@receipts/contract';
import { createGameBody, ENDPOINTS } from '@receipts/contract/schemas';
import { HttpError, notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { type NewGame } from '../data/games';
import { errorResponses } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { staffOnly } from '../../../plugins/guards';

const conflict = (message: string) => new HttpError(409, message);
const DUPLICATE = 'A game with this external_id exists already.';

/** '2026-12-01' → its start in UTC; a day as `to` means up to its end. */
const boundOf = (value: string | undefined, end: boolean): string | undefined => {
  if (value === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = Date.parse(`${value}T00:00:00Z`);
    return new Date(end ? start + 86_400_000 : start).toISOString();
  }
  return new Date(value).toISOString();
};

/** Games: the schedule for everyone; adding, changing, importing and entering results for staff (each audited). */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.games;
  const { list, get, create, update, import: importGames, result, audit } = ENDPOINTS.games;

  app.route({
    ...at(list),
    schema: schemaFor(
      list,
      {
        tags: ['games'],
        summary: `The schedule, soonest first, by league, team (home or away) and start; ${GAMES_PER_PAGE_DEFAULT} per page by default`,
      },
      errorResponses(400),
    ),
    handler: async (request) => {
      const q = request.query;
      const perPage = q.per_page ?? GAMES_PER_PAGE_DEFAULT;
      const page = await repo.list({
        league: q.league,
        team: q.team,
        from: boundOf(q.from, false),
        to: boundOf(q.to, true),
        status: q.status,
        page: q.page ?? 1,
        perPage,
      });
      return { results: page.results, next_page: page.nextPage };
    },
  });

  app.route({
    ...at(get),
    schema: schemaFor(
      get,
      { tags: ['games'], summary: 'One game, with how many picks it has and the community’s split by kind and side' },
      errorResponses(400, 404),
    ),
    handler: async (request) => {
      const game = await repo.get(request.params.id);
      if (!game) throw notFound('Game not found.');
      return game;
    },
  });

  app.route({
    ...at(create),
    preValidation: staffOnly,
    schema: schemaFor(create, { tags: ['games'], summary: 'Add a game to the schedule (staff)' }, errorResponses(400, 401, 403, 409)),
    handler: async (request, reply) => {
      const body = request.body;
      const game = await repo.create(
        {
          externalId: body.external_id ?? null,
          league: body.league,
          homeTeam: body.home_team,
          awayTeam: body.away_team,
          startsAt: body.starts_at,
          venue: body.venue || null,
        },
        requireUser(request).id,
      );
      if (game === 'duplicate') throw conflict(DUPLICATE);
      return reply.code(201).send(game);
    },
  });

  app.route({
    ...at(update),
    preValidation: staffOnly,
    schema: schemaFor(
      update,
      {
        tags: ['games'],
        summary:
          'Reschedule, postpone, cancel or mark a game live (staff); picks lock at the current start, and cancelling grades them not_applicable',
      },
      errorResponses(400, 401, 403, 404, 409),
    ),
    handler: async (request) => {
      const { starts_at, venue, status } = request.body;
      const outcome = await repo.update(request.params.id, { startsAt: starts_at, venue, status }, requireUser(request).id);
      if (outcome === 'missing') throw notFound('Game not found.');
      if (outcome === 'final') throw conflict(FINAL_GAME_FIXED);
      if (outcome === 'cancelled') throw conflict(CANCELLED_GAME_FIXED);
      return outcome;
    },
  });

  app.route({
    ...at(importGames),
    preValidation: staffOnly,
    schema: schemaFor(
      importGames,
      {
        tags: ['games'],
        summary:
          'Import a schedule (staff): idempotent by external_id; each row is created, updated or unchanged, and a bad row is reported in errors',
      },
      errorResponses(400, 401, 403, 413),
    ),
    handler: async (request) => {
      const errors: { index: number; external_id: string; message: string }[] = [];
      const rows: (NewGame & { externalId: string; index: number })[] = [];
      const seen = new Set<string>();
      request.body.forEach((row, index) => {
        if (seen.has(row.external_id)) {
          errors.push({ index, external_id: row.external_id, message: 'This external_id appears earlier in the import.' });
          return;
        }
        seen.add(row.external_id);
        const parsed = createGameBody.safeParse({ ...row, external_id: row.external_id });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          errors.push({ index, external_id: row.external_id, message: `${issue.path.join('.') || 'game'}: ${issue.message}` });
          return;
        }
        const game = parsed.data;
        rows.push({
          index,
          externalId: row.external_id,
          league: game.league,
          homeTeam: game.home_team,
          awayTeam: game.away_team,
          startsAt: game.starts_at,
          venue: game.venue || null,
        });
      });
      const counts = await repo.importGames(rows, requireUser(request).id);
      return { ...counts, errors: [...errors, ...counts.errors].sort((a, b) => a.index - b.index) };
    },
  });

  app.route({
    ...at(result),
    preValidation: staffOnly,
    schema: schemaFor(
      result,
      {
        tags: ['games'],
        summary:
          'Enter or correct a game’s final score (staff): grades every pick on it in one transaction, audited; owners and voters are notified',
      },
      errorResponses(400, 401, 403, 404, 409),
    ),
    handler: async (request) => {
      const outcome = await repo.setResult(
        request.params.id,
        { home: request.body.home_score, away: request.body.away_score },
        requireUser(request).id,
      );
      if (outcome === 'missing') throw notFound('Game not found.');
      if (outcome === 'cancelled') throw conflict(RESULT_OF_CANCELLED);
      if (outcome === 'not_started') {
        throw new HttpError(409, RESULT_BEFORE_START, { errors: { 'body.home_score': [RESULT_BEFORE_START] } });
      }
      return outcome;
    },
  });

  app.route({
    ...at(audit),
    preValidation: staffOnly,
    schema: schemaFor(
      audit,
      { tags: ['games'], summary: 'Every change of a game, oldest first: who, when, status, start, score and picks graded (staff)' },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request) => {
      const entries = await repo.audit(request.params.id);
      if (!entries) throw notFound('Game not found.');
      return entries;
    },
  });
};

export default gameRoutes;
