import type { AddressInfo } from 'node:net';
import type { Comment } from '@receipts/contract';
import { cookieHeaders, createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { opinionPayload, postStatement, STATEMENTS_URL } from '../../../test/content';
import { openSse, type SseEvent } from '../../../test/sse';

type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
type Stream = Awaited<ReturnType<typeof openSse>>;
let ctx: TestContext;
let base: string;
let alice: Fan;
let bob: Fan;
let staff: Fan;
const streams: Stream[] = [];

beforeAll(async () => {
  // Far more streams than a member may hold by default: the cost of an event must not grow with them.
  ctx = await createTestApp({ notificationStreamsPerMember: 100 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  [alice, bob, staff] = [
    await createUserWithSession(ctx),
    await createUserWithSession(ctx),
    await createUserWithSession(ctx, { isStaff: true }),
  ];
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(() => ctx.close());

const open = async (who: Fan) => {
  const stream = await openSse(`${base}/api/notifications/stream/`, { cookie: cookieHeaders(who.token).cookie });
  streams.push(stream);
  await stream.until((event) => event.event === 'unread');
  return stream;
};
const post = (url: string, headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
const comment = async (who: Fan, statement: number, text: string) => {
  const response = await post('/api/content-api/comments/', who.headers, { statement, text, parent: null });
  expect(response.statusCode).toBe(201);
  return json<Comment>(response);
};
/** The unread count as the list answers it (the truth the stream must agree with). */
const listed = async (who: Fan) =>
  json<{ unread_count: number }>(await ctx.app.inject({ url: '/api/notifications/', headers: who.headers })).unread_count;
const countOf = (event: SseEvent) => (JSON.parse(event.data) as { unread_count: number }).unread_count;

/** The next event of `kind` after the first `from` events, and its count. */
async function next(stream: Stream, from: number, kind: 'notification' | 'unread') {
  const event = await stream.until((candidate) => stream.events.indexOf(candidate) >= from && candidate.event === kind, 2_000);
  return countOf(event);
}

describe('the unread count a stream sends stays right on every path that changes it', () => {
  it('new items, reading one, reading all, a deleted statement, a hidden and a restored one', async () => {
    const first = await postStatement(ctx, alice.headers, opinionPayload({ title: 'Count one' }));
    const second = await postStatement(ctx, alice.headers, opinionPayload({ title: 'Count two' }));
    const third = await postStatement(ctx, alice.headers, opinionPayload({ title: 'Count three' }));
    const stream = await open(alice);
    const expectCount = async (kind: 'notification' | 'unread', mark: number, expected: number) => {
      expect(await next(stream, mark, kind)).toBe(expected);
      expect(await listed(alice)).toBe(expected);
    };

    let mark = stream.events.length;
    await comment(bob, first.id, 'one');
    await expectCount('notification', mark, 1);
    mark = stream.events.length;
    await comment(bob, second.id, 'two');
    await expectCount('notification', mark, 2);

    mark = stream.events.length;
    const ids = (await ctx.app.inject({ url: '/api/notifications/', headers: alice.headers }).then(json)).results.map(
      (item: { id: number }) => item.id,
    );
    expect((await post('/api/notifications/read/', alice.headers, { ids: [ids[0]] })).statusCode).toBe(200);
    await expectCount('unread', mark, 1);

    mark = stream.events.length;
    await comment(bob, third.id, 'three');
    await expectCount('notification', mark, 2);
    mark = stream.events.length;
    expect((await post('/api/notifications/read/', alice.headers, { all: true })).statusCode).toBe(200);
    await expectCount('unread', mark, 0);

    for (const [statement, text] of [
      [first.id, 'again one'],
      [second.id, 'again two'],
      [third.id, 'again three'],
    ] as const) {
      mark = stream.events.length;
      await comment(bob, statement, text);
      await stream.until((event) => stream.events.indexOf(event) >= mark && event.event === 'notification', 2_000);
    }
    expect(await listed(alice)).toBe(3);

    mark = stream.events.length;
    const removed = await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${first.id}/`, headers: alice.headers });
    expect(removed.statusCode).toBe(204);
    await expectCount('unread', mark, 2);

    const act = (action: 'hide' | 'restore') =>
      post('/api/moderation/actions/', staff.headers, { target_type: 'statement', target_id: second.id, action, reason: 'check' });
    // Hiding her post takes its comment's row out of her count and tells her why (the moderators' notice is unread);
    // restoring it brings the comment's row back, the notice staying.
    mark = stream.events.length;
    expect((await act('hide')).statusCode).toBe(200);
    await expectCount('unread', mark, 2);
    mark = stream.events.length;
    expect((await act('restore')).statusCode).toBe(200);
    await expectCount('unread', mark, 3);
  });
});

describe('an event costs no database query per open stream', () => {
  /**
   * Statements on notifications the database client ran while `work` ran and its events reached every stream (and a
   * moment after); the site's scheduled jobs, which may run meanwhile, touch other tables.
   */
  async function statementsDuring(work: () => Promise<unknown>, reached: () => Promise<unknown>): Promise<number> {
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = jest.spyOn(client, 'query');
    try {
      await work();
      await reached();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return spy.mock.calls
        .map(([query]) => String((query as { text?: string }).text ?? query))
        .filter((text) => /notifications/.test(text)).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('a reply and a mark-all-read run as many statements with 50 streams open as with 1', async () => {
    const statement = await postStatement(ctx, alice.headers, opinionPayload({ title: 'Per stream' }));
    const measure = async (open: Stream[]) => {
      const marks = open.map((stream) => stream.events.length);
      const everyStream = (kind: string) => () =>
        Promise.all(
          open.map((stream, i) => stream.until((event) => stream.events.indexOf(event) >= marks[i] && event.event === kind, 5_000)),
        );
      const reply = await statementsDuring(() => comment(bob, statement.id, `reply ${open.length}`), everyStream('notification'));
      const marks2 = open.map((stream) => stream.events.length);
      const read = await statementsDuring(
        () => post('/api/notifications/read/', alice.headers, { all: true }),
        () =>
          Promise.all(
            open.map((stream, i) => stream.until((event) => stream.events.indexOf(event) >= marks2[i] && event.event === 'unread', 5_000)),
          ),
      );
      return { reply, read };
    };

    const one = await measure([await open(alice)]);
    const many = [streams[streams.length - 1]];
    while (many.length < 50) many.push(await open(alice));
    const fifty = await measure(many);
    expect(fifty).toEqual(one);
    expect(one.read).toBeLessThanOrEqual(3);
  });
});
