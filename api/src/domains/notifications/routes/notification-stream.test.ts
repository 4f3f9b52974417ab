import type { AddressInfo } from 'node:net';
import type { Comment, NotificationItem } from '@receipts/contract';
import { cookieHeaders, createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { opinionPayload, postStatement } from '../../../test/content';
import { insertPundits, postReceipt, settleSource } from '../../../test/pundits';
import { openSse, type SseEvent } from '../../../test/sse';

type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
let ctx: TestContext;
let base: string;
let alice: Fan;
let bob: Fan;
const streams: { close(): void }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ notificationHeartbeatMs: 300 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  alice = await createUserWithSession(ctx, { name: 'Alice' });
  bob = await createUserWithSession(ctx, { name: 'Bob' });
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
let closed: Promise<void> | null = null;
afterAll(() => closed ?? ctx.close());

const open = async (who: Fan, headers: Record<string, string> = {}) => {
  const stream = await openSse(`${base}/api/notifications/stream/`, { cookie: cookieHeaders(who.token).cookie, ...headers });
  streams.push(stream);
  return stream;
};
const reply = async (who: Fan, statement: number, parent: number | null, text: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/content-api/comments/',
    headers: who.headers,
    payload: { statement, text, parent },
  });
  expect(response.statusCode).toBe(201);
  return json<Comment>(response);
};
const payload = (event: SseEvent) => JSON.parse(event.data) as { notification: NotificationItem; unread_count: number };
const isNotification = (test: (item: NotificationItem) => boolean) => (event: SseEvent) =>
  event.event === 'notification' && test(payload(event).notification);

describe('GET /api/notifications/stream/', () => {
  it('is 401 for visitors, an event stream for the signed-in, with the unread count first and heartbeats', async () => {
    expect((await fetch(`${base}/api/notifications/stream/`)).status).toBe(401);
    const stream = await open(alice);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(JSON.parse((await stream.until((event) => event.event === 'unread')).data)).toEqual({ unread_count: expect.any(Number) });
    await stream.until((event) => event.event === 'comment' && event.data === 'heartbeat', 3_000);
  });

  it('sends a reply as it is written, with its id and the new unread count, to every stream of the recipient only', async () => {
    const statement = await postStatement(ctx, alice.headers, opinionPayload({ title: 'Live' }));
    const mine = await reply(alice, statement.id, null, 'Tell me');
    const [tab1, tab2, bobs] = [await open(alice), await open(alice), await open(bob)];
    await tab1.until((event) => event.event === 'unread');
    await bobs.until((event) => event.event === 'unread');

    const answer = await reply(bob, statement.id, mine.id, 'Here you go');
    for (const tab of [tab1, tab2]) {
      const event = await tab.until(
        isNotification((item) => item.comment === answer.id),
        2_000,
      );
      expect(event.id).toBe(String(payload(event).notification.id));
      expect(payload(event)).toMatchObject({
        notification: {
          kind: 'comment_reply',
          message: 'Bob replied to your comment on “Live”',
          url: `/statements/${statement.id}#comment-${answer.id}`,
        },
        unread_count: expect.any(Number),
      });
    }
    expect(bobs.events.filter((event) => event.event === 'notification')).toEqual([]);
  });

  it('resumes after Last-Event-ID with what it missed, and sends reads as unread counts', async () => {
    const statement = await postStatement(ctx, alice.headers, opinionPayload({ title: 'Resume' }));
    const mine = await reply(alice, statement.id, null, 'First');
    const first = await open(alice);
    await first.until((event) => event.event === 'unread');
    await reply(bob, statement.id, mine.id, 'one');
    const seen = await first.until(isNotification((item) => item.statement.id === statement.id));
    first.close();

    const other = await reply(alice, statement.id, null, 'Second');
    const missed = await reply(bob, statement.id, other.id, 'while you were away');
    const resumed = await open(alice, { 'last-event-id': seen.id as string });
    await resumed.until(isNotification((item) => item.comment === missed.id));

    const read = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read/', headers: alice.headers, payload: { all: true } });
    expect(read.statusCode).toBe(200);
    await resumed.until((event) => event.event === 'unread' && JSON.parse(event.data).unread_count === 0);
  });

  it('sends the poster their receipt’s source check as staff settle it', async () => {
    await insertPundits(ctx);
    const staff = await createUserWithSession(ctx, { isStaff: true });
    const receipt = await postReceipt(ctx, alice.headers, {}, { title: 'Ana: live check' });
    const stream = await open(alice);
    await stream.until((event) => event.event === 'unread');
    expect((await settleSource(ctx, staff.headers, receipt.id, 'disputed')).statusCode).toBe(200);
    const event = await stream.until(
      isNotification((item) => item.statement.id === receipt.id),
      2_000,
    );
    expect(payload(event).notification).toMatchObject({
      kind: 'receipt_source_checked',
      source_status: 'disputed',
      message: 'The source of your receipt “Ana: live check” was disputed.',
    });
  });

  it('ends open streams when the app closes, so shutdown does not wait on them (the last test: it closes the app)', async () => {
    const stream = await open(bob);
    await stream.until((event) => event.event === 'unread');
    const started = Date.now();
    closed = ctx.close();
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    for (let waited = 0; !stream.ended && waited < 2_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.ended).toBe(true);
  });
});
