import type { Comment } from '@receipts/contract';
import { fillPath } from '@receipts/contract';
import { listEndpoints, type Endpoint } from '@receipts/contract/schemas';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { insertStatements } from '../../../test/content';
import { GUARDED_ENDPOINTS, UNGUARDED_ENDPOINTS } from './visibility-guard';

type Person = Awaited<ReturnType<typeof createUserWithSession>>;
interface Ids {
  statement: number;
  comment: number;
}
interface Call {
  who: 'member' | 'staff' | 'visitor';
  params?: Record<string, number>;
  body?: Record<string, unknown>;
}

/** Body fields and path segments naming a statement or a comment. */
const ID_FIELDS = ['statement_id', 'statement', 'parent', 'target_id'];
const ID_PATH = /\/(statements|comments)\/:id\//;

function shapeOf(schema: unknown): Record<string, unknown> {
  const zod = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; schema?: unknown } } | undefined;
  if (!zod) return {};
  return zod.shape ?? shapeOf(zod.def?.in ?? zod.def?.schema);
}

/** Every contract endpoint that takes a statement or comment id (in its path or its body). */
const takesContentId = (endpoint: Endpoint) =>
  ID_PATH.test(endpoint.path) || Object.keys(shapeOf(endpoint.body)).some((key) => ID_FIELDS.includes(key));

/** How to call each guarded endpoint on a statement and a comment (each a target, or the comment's statement). */
const CALLS: Record<string, (ids: Ids) => Call[]> = {
  'statements.get': ({ statement }) => [
    { who: 'member', params: { id: statement } },
    { who: 'visitor', params: { id: statement } },
  ],
  'statements.remove': ({ statement }) => [{ who: 'member', params: { id: statement } }],
  'statements.vote': ({ statement }) => [{ who: 'member', body: { statement_id: statement, vote_type: 'upvote' } }],
  'statements.sourceCheck': ({ statement }) => [{ who: 'member', params: { id: statement }, body: { verdict: 'confirm' } }],
  'statements.sourceStatus': ({ statement }) => [{ who: 'staff', params: { id: statement }, body: { source_status: 'confirmed' } }],
  'comments.list': ({ statement }) => [
    { who: 'member', params: { id: statement } },
    { who: 'visitor', params: { id: statement } },
  ],
  'comments.create': ({ statement, comment }) => [
    { who: 'member', body: { statement, text: 'A reply' } },
    { who: 'member', body: { statement, parent: comment, text: 'A reply' } },
  ],
  'comments.vote': ({ comment }) => [{ who: 'member', params: { id: comment }, body: { vote_type: 'upvote' } }],
  'reports.create': ({ statement, comment }) => [
    { who: 'member', body: { target_type: 'statement', target_id: statement, reason: 'spam' } },
    { who: 'member', body: { target_type: 'comment', target_id: comment, reason: 'spam' } },
  ],
};

const MISSING = 999_999_999;

let ctx: TestContext;
let staff: Person;
let author: Person;
let member: Person;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createUserWithSession(ctx, { isStaff: true });
  author = await createUserWithSession(ctx);
  member = await createUserWithSession(ctx);
});
afterAll(() => ctx.close());

const endpoints = new Map(listEndpoints().map((endpoint) => [endpoint.id, endpoint]));
const headersOf = (who: Call['who']) => (who === 'visitor' ? {} : (who === 'staff' ? staff : member).headers);
const send = (id: string, call: Call) => {
  const endpoint = endpoints.get(id) as Endpoint;
  return ctx.app.inject({
    method: endpoint.method,
    url: fillPath(endpoint.path, call.params),
    headers: headersOf(call.who),
    ...(call.body ? { payload: call.body } : {}),
  });
};

async function comment(statement: number, parent: number | null = null, who: Person = author): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/content-api/comments/',
    headers: who.headers,
    payload: { statement, parent, text: 'A comment in the thread' },
  });
  if (response.statusCode !== 201) throw new Error(`comment: ${response.statusCode} ${response.body}`);
  return json<Comment>(response).id;
}

async function moderate(type: 'statement' | 'comment', id: number, action: 'hide' | 'remove') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/moderation/actions/',
    headers: staff.headers,
    payload: { target_type: type, target_id: id, action, reason: 'Off-topic' },
  });
  if (response.statusCode !== 200) throw new Error(`moderate: ${response.statusCode} ${response.body}`);
}

const statementOf = async () => (await insertStatements(ctx, [{ userId: author.user.id, title: 'A take in the thread' }]))[0];

/**
 * Per scenario, a statement and a comment: hidden or removed themselves, or under something hidden. A fresh set for
 * each endpoint, so a write of one case never changes another's.
 */
async function scenarios(): Promise<[string, Ids][]> {
  const hidden = await statementOf();
  const onHidden = await comment(hidden);
  const removed = await statementOf();
  const onRemoved = await comment(removed);
  const live = await statementOf();
  const hiddenComment = await comment(live);
  const reply = await comment(live, hiddenComment, member);
  const deeper = await comment(live, reply);
  await moderate('statement', hidden, 'hide');
  await moderate('statement', removed, 'remove');
  await moderate('comment', hiddenComment, 'hide');
  return [
    ['a hidden statement (and a comment of it)', { statement: hidden, comment: onHidden }],
    ['a removed statement (and a comment of it)', { statement: removed, comment: onRemoved }],
    ['a hidden comment', { statement: live, comment: hiddenComment }],
    ['a reply under a hidden comment', { statement: live, comment: reply }],
    ['a reply two levels under a hidden comment', { statement: live, comment: deeper }],
  ];
}

describe('hidden content answers as if it did not exist, on every endpoint taking a statement or comment id', () => {
  const taking = listEndpoints().filter(takesContentId);

  it('finds the endpoints to check in the contract, and each is guarded or says why not', () => {
    expect(taking.map((endpoint) => endpoint.id)).toEqual(expect.arrayContaining(['comments.list', 'comments.vote', 'reports.create']));
    const unaccounted = taking.filter((endpoint) => !GUARDED_ENDPOINTS[endpoint.id] && !UNGUARDED_ENDPOINTS[endpoint.id]);
    expect(unaccounted.map((endpoint) => endpoint.id)).toEqual([]);
    const untested = taking.filter((endpoint) => GUARDED_ENDPOINTS[endpoint.id] && !CALLS[endpoint.id]);
    expect(untested.map((endpoint) => endpoint.id)).toEqual([]);
  });

  it.each(Object.keys(GUARDED_ENDPOINTS))('%s', async (id) => {
    const cases = await scenarios();
    for (const [scenario, ids] of cases) {
      const onStatement = scenario.includes('statement');
      const calls = CALLS[id](ids);
      // The same calls with the id in question one that never existed.
      const missingCalls = CALLS[id](onStatement ? { ...ids, statement: MISSING } : { ...ids, comment: MISSING });
      const commentMissing = CALLS[id]({ ...ids, comment: MISSING });
      for (const [index, call] of calls.entries()) {
        const aboutComment = JSON.stringify(commentMissing[index]) !== JSON.stringify(call);
        // A call naming only a live statement is not about a hidden comment: nothing to refuse there.
        if (!onStatement && !aboutComment) continue;
        const missingCall = onStatement && aboutComment ? commentMissing[index] : missingCalls[index];
        const [answer, missing] = [await send(id, call), await send(id, missingCall)];
        const what = `${id} as ${call.who} on ${scenario}: ${JSON.stringify(call)}`;
        expect({ what, status: answer.statusCode, detail: json(answer).detail }).toEqual({
          what,
          status: missing.statusCode,
          detail: json(missing).detail,
        });
        expect({ what, refused: answer.statusCode >= 400 }).toEqual({ what, refused: true });
      }
    }
    // The same calls on visible content get past the guard (the check can fail).
    const live = await statementOf();
    const visible = await comment(live);
    for (const call of CALLS[id]({ statement: live, comment: visible })) {
      const answer = await send(id, call);
      expect({ id, call, status: answer.statusCode === 404 ? 404 : 'not 404' }).toEqual({ id, call, status: 'not 404' });
    }
  });
});
