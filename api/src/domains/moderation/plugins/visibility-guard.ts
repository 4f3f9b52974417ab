import type { FastifyInstance, FastifyRequest, RouteOptions, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { listEndpoints } from '@receipts/contract/schemas';
import { notFound, type HttpError } from '../../../plugins/errors';
import { visibleAuthorOf, type VisibleTarget } from '../data/visibility';
import { fieldError } from '../../../schemas/common';

interface GuardedTarget extends VisibleTarget {
  /** The answer when it is not visible: the route's own answer for one that does not exist (404 unless said). */
  missing?: () => HttpError;
  /** Its author still reads it while moderators hide it (with the reason, to appeal). */
  ownHidden?: boolean;
}

type Input = { params?: Record<string, unknown>; body?: Record<string, unknown> };
type TargetsOf = (input: Input) => (GuardedTarget | null)[];

const num = (value: unknown) => (typeof value === 'number' ? value : null);
const statementAt = (id: unknown, extra: Partial<GuardedTarget> = {}): GuardedTarget | null =>
  num(id) === null ? null : { type: 'statement', id: num(id) as number, missing: () => notFound('Statement not found.'), ...extra };
const commentAt = (id: unknown, extra: Partial<GuardedTarget> = {}): GuardedTarget | null =>
  num(id) === null ? null : { type: 'comment', id: num(id) as number, missing: () => notFound('Comment not found.'), ...extra };

/**
 * Every endpoint (by contract id) that takes a statement or comment id, and the targets it touches: each must be
 * visible to the viewer, else the endpoint answers as if it did not exist. The guard runs before the handler, so a
 * handler cannot forget it; the contract test fails for a new endpoint listed in neither table.
 */
export const GUARDED_ENDPOINTS: Record<string, TargetsOf> = {
  'statements.get': ({ params }) => [statementAt(params?.id, { ownHidden: true })],
  'statements.remove': ({ params }) => [statementAt(params?.id)],
  'statements.vote': ({ body }) => [statementAt(body?.statement_id)],
  'statements.sourceCheck': ({ params }) => [statementAt(params?.id)],
  'statements.sourceStatus': ({ params }) => [statementAt(params?.id)],
  'comments.list': ({ params }) => [statementAt(params?.id)],
  'comments.create': ({ body }) => [
    statementAt(body?.statement),
    commentAt(body?.parent, { missing: () => fieldError('body', { parent: ['Parent comment not found.'] }) }),
  ],
  'comments.vote': ({ params }) => [commentAt(params?.id)],
  'reports.create': ({ body }) => [
    body?.target_type === 'statement' ? statementAt(body.target_id, { missing: () => notFound('No statement with that id.') }) : null,
    body?.target_type === 'comment' ? commentAt(body.target_id, { missing: () => notFound('No comment with that id.') }) : null,
  ],
};

/** Endpoints that take such an id but must reach hidden content, and why. */
export const UNGUARDED_ENDPOINTS: Record<string, string> = {
  'statements.setOutcome': 'Staff only: they resolve predictions their owners deleted or moderators hid, as before.',
  'statements.outcomeHistory': 'Staff only: the audit of a prediction, whatever its state.',
  'moderation.act': 'Staff only: restoring and removing act on hidden content.',
  'appeals.create': 'Its author appeals their own hidden item; the route answers 404 for anyone else’s.',
};

function guardOf(targetsOf: TargetsOf, app: FastifyInstance): preHandlerHookHandler {
  return async function visibleTargets(request: FastifyRequest) {
    const viewer = request.user?.id ?? null;
    for (const target of targetsOf(request as Input)) {
      if (!target) continue;
      if ((await visibleAuthorOf(app.db, target, viewer, target.ownHidden)) === null) throw (target.missing ?? notFound)();
    }
  };
}

/**
 * Hidden content and what hangs under it answer as if it did not exist: adds the guard to each route of
 * GUARDED_ENDPOINTS as it is registered (a plugin, so before every route).
 */
export const visibilityGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const idOf = new Map(listEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.id]));
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const id = methods.map((method) => idOf.get(`${method} ${route.url}`)).find(Boolean);
      const targetsOf = id ? GUARDED_ENDPOINTS[id] : undefined;
      if (!targetsOf) return;
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, guardOf(targetsOf, app)];
    });
  },
  { name: 'visibility-guard' },
);

export default visibilityGuardPlugin;
