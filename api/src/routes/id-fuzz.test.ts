import type { z } from 'zod';
import { bigId, intId, listEndpoints, MAX_BIG_ID, MAX_INT_ID, type Endpoint } from '@receipts/contract/schemas';
import { createTestApp, createUserWithSession, type TestContext } from '../test/harness';
import { insertStatements } from '../test/content';

/**
 * Every id the contract names, in a path or a body, with values beyond what its column holds (int4 or a bigint a JS
 * number keeps), negative, fractional, huge or not numbers at all: each answers 400 or 404, never 500. The
 * operations and the id fields come from the contract itself, so a new endpoint with an id is walked too.
 */
let ctx: TestContext;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;
let statementId: number;

beforeAll(async () => {
  ctx = await createTestApp({
    standing: { minAgeHours: 0, minActivity: 0 },
    moderation: { autoHideReports: 5, reportsPerHour: 0, newAccountLinkHours: 24, autoHideAfterReview: 10 },
  });
  staff = await createUserWithSession(ctx, { isStaff: true });
  const author = await createUserWithSession(ctx);
  [statementId] = await insertStatements(ctx, [{ userId: author.user.id }]);
});
afterAll(() => ctx.close());

type Kind = 'int' | 'big';
type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a schema is one of the contract's id schemas (through optional, nullable, arrays and pipes). */
function idKind(schema: z.ZodType): Kind | null {
  for (let current: z.ZodType | undefined = schema; current;) {
    if (current === (bigId as z.ZodType)) return 'big';
    if (current === (intId as z.ZodType)) return 'int';
    const def = defOf(current);
    current = def.innerType ?? def.element ?? def.in;
  }
  return null;
}

/** The id fields of a body schema, by name. */
function bodyIds(endpoint: Endpoint): Record<string, Kind> {
  const shape = endpoint.body ? defOf(endpoint.body).shape : undefined;
  const found = Object.entries(shape ?? {}).map(([name, schema]) => [name, idKind(schema)] as const);
  return Object.fromEntries(found.filter((entry): entry is [string, Kind] => entry[1] !== null));
}

/** Bodies that are valid apart from the id under test, per operation; `id` is replaced in each. */
const BODIES: Record<string, ((id: unknown) => Record<string, unknown>)[]> = {
  'statements.vote': [(id) => ({ statement_id: id, vote_type: 'upvote' })],
  'comments.create': [(id) => ({ statement: id, text: 'A reply' }), (id) => ({ statement: statementId, text: 'A reply', parent: id })],
  'follows.toggle': [(id) => ({ followable_type: 'commentator', object_id: id })],
  'reports.create': ['statement', 'comment', 'user'].map((type) => (id: unknown) => ({ target_type: type, target_id: id, reason: 'spam' })),
  'moderation.act': [
    ...['statement', 'comment'].map((type) => (id: unknown) => ({ target_type: type, target_id: id, action: 'hide', reason: 'x' })),
    (id) => ({ target_type: 'user', target_id: id, action: 'suspend', duration: '1d', reason: 'x' }),
  ],
  'notifications.read': [(id) => ({ ids: [id] })],
  'statements.create': [
    (id) => ({
      statement_type: 'prediction',
      title: 'A pick',
      body: 'b',
      prediction_choice: 'Heat',
      game_id: id,
      pick: { kind: 'winner', side: 'home' },
    }),
  ],
  'appeals.create': ['statement', 'comment'].map((type) => (id: unknown) => ({
    target_type: type,
    target_id: id,
    message: 'Please look again.',
  })),
};
/** The body of an operation with an `{id}` in its path. */
const PATH_BODIES: Record<string, Record<string, unknown>> = {
  'statements.setOutcome': { outcome: 'correct' },
  'statements.sourceCheck': { verdict: 'confirm' },
  'statements.sourceStatus': { source_status: 'confirmed' },
  'comments.vote': { vote_type: 'upvote' },
  'moderation.answerAppeal': { decision: 'uphold' },
  'featureRequests.setStatus': { status: 'planned' },
  'games.update': { status: 'postponed' },
  'games.result': { home_score: 1, away_score: 0 },
};

const BAD_PATH_IDS = ['2147483648', '4294967296', '9007199254740992', '9'.repeat(40), '-1', '0', '1.5', '1e3', '0x10', 'abc', '%20', '１'];
const OUT_OF_RANGE = (kind: Kind): unknown[] => [
  ...(kind === 'int' ? [MAX_INT_ID + 1, 2 ** 32] : []),
  MAX_BIG_ID + 1,
  2 ** 63,
  1e20,
  -1,
  0,
  -(2 ** 31),
  1.5,
  '1',
  '2147483648',
  '9'.repeat(40),
  true,
  {},
];
/** In range but missing: any 4xx will do (no row), never a 5xx. */
const MISSING = (kind: Kind): number[] => (kind === 'int' ? [MAX_INT_ID] : [MAX_INT_ID + 1, MAX_BIG_ID]);

const send = (endpoint: Endpoint, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: endpoint.method as 'GET',
    url,
    headers: staff.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('ids beyond the database’s range', () => {
  const endpoints = listEndpoints();

  it('knows a valid body for every operation whose body carries an id', () => {
    const withIds = endpoints.filter((endpoint) => Object.keys(bodyIds(endpoint)).length > 0).map((endpoint) => endpoint.id);
    expect(withIds.sort()).toEqual(Object.keys(BODIES).sort());
    const withPathIds = endpoints.filter((endpoint) => endpoint.path.includes(':id') && endpoint.body).map((endpoint) => endpoint.id);
    expect(withPathIds.sort()).toEqual(Object.keys(PATH_BODIES).sort());
  });

  it.each(endpoints.filter((endpoint) => endpoint.path.includes(':id')).map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: a bad {id} in the path answers 400 or 404',
    async (_, endpoint) => {
      for (const bad of BAD_PATH_IDS) {
        const response = await send(endpoint, endpoint.path.replace(':id', encodeURIComponent(bad)), PATH_BODIES[endpoint.id]);
        expect([bad, [400, 404].includes(response.statusCode)]).toEqual([bad, true]);
      }
      const missing = await send(endpoint, endpoint.path.replace(':id', String(MAX_BIG_ID)), PATH_BODIES[endpoint.id]);
      expect(missing.statusCode).toBe(404);
    },
  );

  it.each(Object.keys(BODIES))('%s: a bad id in the body answers 400, a missing one a 4xx', async (id) => {
    const endpoint = endpoints.find((candidate) => candidate.id === id)!;
    const kind = Object.values(bodyIds(endpoint))[0];
    for (const [variant, make] of BODIES[id].entries()) {
      for (const bad of OUT_OF_RANGE(kind)) {
        const response = await send(endpoint, endpoint.path, make(bad));
        expect([variant, bad, response.statusCode]).toEqual([variant, bad, 400]);
      }
      for (const missing of MISSING(kind)) {
        const response = await send(endpoint, endpoint.path, make(missing));
        expect([variant, missing, response.statusCode < 500]).toEqual([variant, missing, true]);
      }
    }
  });
});
