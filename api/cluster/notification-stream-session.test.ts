import type { Database } from '../src/db';
import { openSse } from '../src/test/sse';
import { createMember } from './client';
import { closeCluster, openCluster, serverSessions, type Cluster } from './harness';

/**
 * A notification stream lives as long as its session, whichever instance holds it: HAProxy, two API instances,
 * PostgreSQL and Redis as an operator starts them. The heartbeat stays at its 25 s default, so only the
 * "sessions ended" message on Redis can end the stream within the second.
 */
let cluster: Cluster;
let database: Database;

beforeAll(async () => {
  ({ cluster, database } = await openCluster(2));
}, 300_000);

afterAll(() => closeCluster(cluster, database));

it('a stream held by one instance ends within 1 s of a logout answered by the other, and is not reopened', async () => {
  const alice = await createMember(database, cluster.base);
  const { haproxy, instances } = cluster.state();
  if (!haproxy) throw new Error('the cluster runs no HAProxy');
  const idle = await serverSessions(haproxy.socket);
  const stream = await openSse(`${cluster.base}/api/notifications/stream/`, { cookie: alice.headers.cookie });
  try {
    expect(stream.status).toBe(200);
    await stream.until((event) => event.event === 'unread', 5_000);
    const busy = await serverSessions(haproxy.socket);
    const holders = instances.filter((instance) => (busy[instance.name] ?? 0) > (idle[instance.name] ?? 0));
    expect(holders).toHaveLength(1);
    const other = instances.find((instance) => instance !== holders[0]) as (typeof instances)[number];

    const started = Date.now();
    const logout = await fetch(`http://127.0.0.1:${other.port}/api/auth/logout/`, { method: 'POST', headers: alice.headers, body: '{}' });
    expect(logout.status).toBe(200);
    const end = await stream.until((event) => event.event === 'end', 1_000);
    while (!stream.ended && Date.now() - started < 1_000) await new Promise((resolve) => setTimeout(resolve, 10));
    const delay = Date.now() - started;
    console.log(`stream held by ${holders[0].name}, logout answered by ${other.name}: ended in ${delay} ms`);
    expect(stream.ended).toBe(true);
    expect(delay).toBeLessThan(1_000);
    expect(JSON.parse(end.data)).toEqual({ reason: 'session_ended', cause: 'logout' });

    const again = await fetch(`${cluster.base}/api/notifications/stream/`, { headers: { cookie: alice.headers.cookie } });
    expect(again.status).toBe(401);
    await again.body?.cancel();
  } finally {
    stream.close();
  }
}, 60_000);
