import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../../plugins/errors';
import { requireUser } from '../../../plugins/session';
import { unreadRecipientsOf } from '../../notifications/data/notifications';
import { DEFAULT_FEED_WINDOW, DEFAULT_PER_PAGE, FIRST_PAGE_CURSOR, type EntityKind } from '@receipts/contract';
import { decodeCursor, encodeCursor } from './statement-cursor';
import { listOrderOf, windowStartSql } from './statement-orders';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { errorResponses, trustedJsonSerializer } from '../../../schemas/common';
import { at, schemaFor } from '../../../routes/endpoint';
import { toNewStatement } from './statement-input';
import { signedIn } from '../../../plugins/guards';
import { activeMember } from '../../moderation/plugins/suspension';
import { refuseNewAccountLinks } from './link-guard';
import { dayIn } from '../../track-record/data/days';
import { appealSummaryOf, hiddenReasonFor } from '../../moderation/data';
import { JOB } from '../../../jobs/names';
import { pickLocked, withGamePick } from './game-picks';

/** 'commentator:some-slug' → { kind, slug } (the query schema checked the form). */
const saidByOf = (value: string) => {
  const at = value.indexOf(':');
  return { kind: value.slice(0, at) as EntityKind, slug: value.slice(at + 1) };
};

const WINDOW_ONLY_TOP = 'window applies only to sort_by=top.';
const PAGE_OR_CURSOR = 'Use either page or cursor, not both.';

/** Statements: the feed with every filter, detail, create and delete (outcomes: outcomes.ts). */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  // A new receipt's notifications (its pundit's followers) are written by the fan-out job, queued with the receipt.
  const fanOut = () =>
    void app.jobs
      .send(JOB.notificationFanout, {})
      .catch((error: unknown) => app.log.error({ err: error }, 'notification fan-out not queued'));
  const clock = { timeZone: app.config.trackRecordTimeZone, now: app.config.now };
  const { statements: repo, outcomes: writes, punditRecords: pundits, games } = app.repos;

  const { list, create, get, remove } = ENDPOINTS.statements;

  app.route({
    ...at(list),
    serializerCompiler: trustedJsonSerializer,
    schema: schemaFor(
      list,
      {
        tags: ['statements'],
        summary: 'List statements, newest first (or most popular), with filters; 10 per page by default, at most 50',
      },
      errorResponses(400, 401),
    ),
    handler: async (request) => {
      const q = request.query;
      let userId: number | undefined;
      if (q.user_id === 'current') userId = requireUser(request).id;
      else if (q.user_id !== undefined) userId = q.user_id;
      const order = listOrderOf(q.sort_by);
      if (q.window !== undefined && q.sort_by !== 'top')
        throw badRequest(WINDOW_ONLY_TOP, { errors: { 'querystring.window': [WINDOW_ONLY_TOP] } });
      if (q.cursor !== undefined && q.page !== undefined)
        throw badRequest(PAGE_OR_CURSOR, { errors: { 'querystring.cursor': [PAGE_OR_CURSOR] } });
      const keyset = q.cursor !== undefined;
      const after = keyset && q.cursor !== FIRST_PAGE_CURSOR ? decodeCursor(app.config.secretKey, order, q.cursor as string) : undefined;
      const since =
        q.sort_by === 'top'
          ? windowStartSql(q.window ?? DEFAULT_FEED_WINDOW, clock.now(), clock.timeZone, app.config.seasonStart)
          : undefined;
      const page = await repo.list(
        {
          type: q.type,
          league: q.league,
          team: q.team,
          player: q.player,
          topic: q.topic,
          outcomes: q.outcome,
          search: q.search?.trim() || undefined,
          isHotTake: q.is_hot_take,
          userId,
          withOwnHidden: userId !== undefined && userId === request.user?.id && !q.search?.trim(),
          saidBy: q.said_by ? saidByOf(q.said_by) : undefined,
          followedBy: q.following ? requireUser(request).id : undefined,
          gameId: q.game_id,
          sort: order,
          since,
          page: q.page ?? 1,
          perPage: q.per_page ?? DEFAULT_PER_PAGE,
          after,
        },
        request.user?.id ?? null,
        keyset,
      );
      // Without a cursor: the original answer, an array (a full page means more may exist).
      if (!keyset) return page.items;
      return { results: page.items, next_cursor: page.last ? encodeCursor(app.config.secretKey, order, page.last) : null };
    },
  });

  app.route({
    ...at(create),
    preValidation: activeMember,
    schema: schemaFor(
      create,
      {
        tags: ['statements'],
        summary: 'Create a prediction or an opinion (signed in); a pick on a game is refused once the game has started',
      },
      errorResponses(400, 401, 403, 409),
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      refuseNewAccountLinks(
        user,
        [request.body.title, request.body.body, request.body.prediction_choice, request.body.attribution?.quote],
        app.config.moderation.newAccountLinkHours,
        app.config.now(),
      );
      // A pick on a game: checked against the game, which fills in the league, the day and (unwritten) the choice.
      const { body, pick } = await withGamePick(request.body, games, clock);
      const said = body.attribution;
      const pundit = said ? await pundits.punditOf(said.kind, said.slug) : null;
      const input = toNewStatement(body, user.id, dayIn(clock.timeZone, clock.now()), pundit?.id ?? null);
      const statement = await repo.create({ ...input, pick });
      if (statement === 'locked') throw pickLocked();
      if (said) fanOut();
      return reply.code(201).send(statement);
    },
  });

  app.route({
    ...at(get),
    serializerCompiler: trustedJsonSerializer,
    schema: schemaFor(get, { tags: ['statements'], summary: 'One statement, with the viewer’s vote' }, errorResponses(400, 404)),
    handler: async (request) => {
      const viewer = request.user?.id ?? null;
      const statement = await repo.get(request.params.id, viewer);
      if (statement) return statement;
      // Its author still sees a statement moderators hid, with their reason; everyone else a 404.
      const reason = viewer === null ? null : await hiddenReasonFor(app.db, request.params.id, viewer);
      const hidden = reason === null ? null : await repo.get(request.params.id, viewer, app.db, true);
      if (!hidden || reason === null) throw notFound('Statement not found.');
      const appeal = await appealSummaryOf(app.db, 'statement', hidden.id);
      return { ...hidden, moderation: { state: 'hidden' as const, reason, appealable: appeal === null, appeal } };
    },
  });

  app.route({
    ...at(remove),
    preValidation: signedIn,
    schema: schemaFor(
      remove,
      {
        tags: ['statements'],
        summary:
          'Delete a statement with its votes and comments (its author or staff); a locked prediction is hidden but stays in its owner’s record',
      },
      errorResponses(400, 401, 403, 404),
    ),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const author = await repo.authorOf(request.params.id);
      if (author === null) throw notFound('Statement not found.');
      if (author !== user.id && !user.isStaff) throw forbidden('You can only delete your own statements.');
      const readers = await unreadRecipientsOf(app.db, request.params.id);
      await writes.remove(request.params.id);
      void app.notificationBus.unreadChanged(readers); // its unread items are gone from their counts
      return reply.code(204).send(null);
    },
  });
};

export default statementRoutes;
