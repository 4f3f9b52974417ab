import type { AddressInfo } from 'node:net';
import type { Comment, NotificationItem } from '@receipts/shared/contract';
import { cookieHeaders, createTestCluster, createUserWithSession, json, type TestContext } from './test/harness';
import { opinionPayload, postStatement } from './test/content';
import { openSse } from './test/sse';

/*
 * Issue 27 across instances: a notification written through one instance reaches a stream held by another through
 * Redis pub/sub (the notification bus), on one PostgreSQL database. Real engines; fails, never skips, without them.
 */
jest.setTimeout(120_000);

let cluster: Awaited<ReturnType<typeof createTestCluster>>;
let one: TestContext;
let two: TestContext;
beforeAll(async () => {
  cluster = await createTestCluster(2);
  [one, two] = cluster.apps;
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
});
