import type { AddressInfo } from 'node:net';
import type { Comment, NotificationItem } from '@receipts/contract';
import { cookieHeaders, createTestCluster, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { opinionPayload, postStatement } from '../../../test/content';
import { openSse } from '../../../test/sse';

type Stream = Awaited<ReturnType<typeof openSse>>;
const streamUrl = (app: TestContext) => `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}/api/notifications/stream/`;
const openOn = async (app: TestContext, token: string) => {
  const stream = await openSse(streamUrl(app), { cookie: cookieHeaders(token).cookie });
  await stream.until((event) => event.event === 'unread');
  return stream;
};
/** The stream's final `end` event and its close, within `ms`; the end's data. */
async function endsWithin(stream: Stream, ms: number) {
  const started = Date.now();
  const end = await stream.until((event) => event.event === 'end', ms);
  while (!stream.ended && Date.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(stream.ended).toBe(true);
  expect(Date.now() - started).toBeLessThan(ms);
  return JSON.parse(end.data) as unknown;
}

/*
 * Notifications across instances: a notification written through one instance reaches a stream held by another through
 * Redis pub/sub (the notification bus), on one PostgreSQL database. Real engines; fails, never skips, without them.
 */
jest.setTimeout(120_000);

let cluster: Awaited<ReturnType<typeof createTestCluster>>;
let one: TestContext;
let two: TestContext;
beforeAll(async () => {
  cluster = await createTestCluster(2);
  [one, two] = cluster.apps;
  await one.app.listen({ port: 0, host: '127.0.0.1' });
  await two.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => cluster?.close());

const reply = async (app: TestContext, headers: Record<string, string>, statement: number, parent: number | null, text: string) => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/content-api/comments/',
    headers,
    payload: { statement, text, parent },
  });
  expect(response.statusCode).toBe(201);
  return json<Comment>(response);
};

describe('notifications on two instances', () => {
  it('a reply written through one instance reaches a stream held on the other within 2 s', async () => {
    const alice = await createUserWithSession(one, { name: 'Alice' });
    const bob = await createUserWithSession(one, { name: 'Bob' });
    const statement = await postStatement(one, alice.headers, opinionPayload({ title: 'Across instances' }));
    const mine = await reply(one, alice.headers, statement.id, null, 'Anyone?');

    const port = (two.app.server.address() as AddressInfo).port;
    const stream = await openSse(`http://127.0.0.1:${port}/api/notifications/stream/`, { cookie: cookieHeaders(alice.token).cookie });
    try {
      await stream.until((event) => event.event === 'unread');
      const started = Date.now();
      const answer = await reply(one, bob.headers, statement.id, mine.id, 'Me, from instance one');
      const event = await stream.until((candidate) => {
        if (candidate.event !== 'notification') return false;
        return (JSON.parse(candidate.data) as { notification: NotificationItem }).notification.comment === answer.id;
      }, 2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(JSON.parse(event.data)).toMatchObject({ notification: { kind: 'comment_reply', actor: { id: bob.user.id } } });
    } finally {
      stream.close();
    }
  });

  it('a stream held by one instance ends within 1 s of a logout answered by the other', async () => {
    const alice = await createUserWithSession(one);
    const stream = await openOn(two, alice.token);
    try {
      const logout = await one.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: cookieHeaders(alice.token) });
      expect(logout.statusCode).toBe(200);
      expect(await endsWithin(stream, 1_000)).toEqual({ reason: 'session_ended', cause: 'logout' });
      expect((await fetch(streamUrl(two), { headers: { cookie: cookieHeaders(alice.token).cookie } })).status).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('counts a member’s streams across instances: a sixth on one closes the oldest, held by the other', async () => {
    const alice = await createUserWithSession(one);
    const tabs: Stream[] = [];
    try {
      for (let tab = 0; tab < 5; tab += 1) tabs.push(await openOn(tab < 3 ? two : one, alice.token));
      tabs.push(await openOn(one, alice.token));
      expect(await endsWithin(tabs[0], 1_000)).toEqual({ reason: 'replaced' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(tabs.map((tab) => tab.ended)).toEqual([true, false, false, false, false, false]);
    } finally {
      tabs.forEach((tab) => tab.close());
    }
  });
});
