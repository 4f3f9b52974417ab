import { inArray } from 'drizzle-orm';
import type { Database } from '../src/db';
import { comments, commentators } from '../src/db/schema';
import { solidPng } from '../src/test/multipart';
import {
  awaitingReplies,
  COMMENTS,
  counterMismatches,
  createMember,
  direct,
  FEED,
  insertStatement,
  post,
  sleep,
  VOTE,
  type Member,
} from './client';
import { openSse } from '../src/test/sse';
import { closeCluster, openCluster, serverSessions, type Cluster } from './harness';
import { startLoad } from './load';

/**
 * The proofs that many instances behave as one, on `npm run cluster -- --instances 3` as an operator starts it:
 * HAProxy, three API instances, real PostgreSQL, Redis and a local S3-compatible server. Nothing mocked. One cluster
 * for the file.
 */
let cluster: Cluster;
let database: Database;
let member: Member;
let statementIds: number[];

beforeAll(async () => {
  ({ cluster, database } = await openCluster(3, {
    // Write limits off: the load writes far more than a fan.
    WRITE_RATE_LIMIT_PER_USER_PER_MINUTE: '0',
    WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
  }));
  member = await createMember(database, cluster.base);
  statementIds = [];
  for (let i = 0; i < 4; i += 1) statementIds.push(await insertStatement(database, member.id, `Statement ${i}`));
}, 300_000);

afterAll(() => closeCluster(cluster, database));

it('(7) three instances started at once on an empty database all come up', async () => {
  const { instances } = cluster.state();
  expect(instances.map((instance) => instance.name)).toEqual(['api1', 'api2', 'api3']);
  for (const instance of instances) {
    expect((await direct(instance.port, '/api/ready')).status).toBe(200);
    expect(await (await direct(instance.port, '/api/health')).json()).toMatchObject({ status: 'ok', instance: instance.name });
  }
  expect(cluster.output()).not.toMatch(/exited/);
});

/** A browser without a session: a cookie jar and the CSRF token it was given, against one base URL. */
async function anonymous(base: string) {
  const response = await fetch(`${base}/api/csrf/`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: cookies.join('; '), 'x-csrftoken': csrfToken, 'content-type': 'application/json' };
}

it('(1) the 11th login attempt in a minute is refused whichever instance gets it', async () => {
  const email = `target-${Date.now()}@example.test`;
  const instances = cluster.state().instances;
  const attempt = async (port: number) => {
    const base = `http://127.0.0.1:${port}`;
    return fetch(`${base}/api/auth/email/login/`, {
      method: 'POST',
      headers: await anonymous(base),
      body: JSON.stringify({ email, password: 'guess guess' }),
    });
  };
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) statuses.push((await attempt(instances[i % 3].port)).status);
  expect(statuses).toEqual(Array(10).fill(400)); // ten wrong passwords, spread over the three instances
  for (const instance of instances) expect((await attempt(instance.port)).status).toBe(429);
});

it('(2) a vote through instance 1 shows through instances 2 and 3 at once', async () => {
  const voter = await createMember(database, cluster.base);
  const [one, two, three] = cluster.state().instances;
  const statement = await insertStatement(database, member.id, 'Votes travel');
  const read = async (port: number) =>
    (await (await direct(port, `/api/content-api/statements/${statement}/`, { headers: voter.headers })).json()) as {
      votes: { upvotes: number };
      user_vote: string | null;
    };
  expect((await read(two.port)).votes.upvotes).toBe(0); // both instances have read it before the vote
  expect((await read(three.port)).votes.upvotes).toBe(0);
  const vote = await direct(one.port, VOTE, {
    method: 'POST',
    headers: voter.headers,
    body: JSON.stringify({ statement_id: statement, vote_type: 'upvote' }),
  });
  expect(vote.status).toBe(200);
  for (const port of [two.port, three.port]) expect(await read(port)).toMatchObject({ votes: { upvotes: 1 }, user_vote: 'upvote' });
});

it('(8) 50 signed-in writes through HAProxy with one CSRF token all succeed', async () => {
  const writer = await createMember(database, cluster.base); // one GET /api/csrf/, one token
  const statuses: number[] = [];
  for (let i = 0; i < 50; i += 1)
    statuses.push((await post(cluster.base, writer, COMMENTS, { statement: statementIds[0], text: `Write ${i}` })).status);
  expect(statuses).toEqual(Array(50).fill(201));
});

it("(9) a write on one instance is seen on the others' comment threads, search and insights within 1 s", async () => {
  const [one, two, three] = cluster.state().instances;
  const word = `zephyr${Date.now().toString(36)}`;
  const thread = `/api/content-api/statements/${statementIds[1]}/comments/`;
  const search = `/api/search/?q=${word}`;
  const others = [two.port, three.port];
  const insights = async (port: number) => JSON.stringify(await (await direct(port, '/api/insights/')).json());
  // Every cache warm on the other instances before the writes.
  const before = await Promise.all(others.map((port) => insights(port)));
  for (const port of others) {
    await direct(port, thread);
    await direct(port, search);
  }
  const comment = await direct(one.port, COMMENTS, {
    method: 'POST',
    headers: member.headers,
    body: JSON.stringify({ statement: statementIds[1], text: `Fresh ${word}` }),
  });
  expect(comment.status).toBe(201);
  const created = await direct(one.port, FEED, {
    method: 'POST',
    headers: member.headers,
    body: JSON.stringify({ title: `The ${word} era begins`, body: 'Watch.', statement_type: 'opinion', is_hot_take: true }),
  });
  expect(created.status).toBe(201);
  const wroteAt = Date.now();
  const seen = async (check: () => Promise<boolean>) => {
    while (!(await check())) {
      if (Date.now() - wroteAt > 1_000) return false;
      await sleep(50);
    }
    return true;
  };
  for (const [i, port] of others.entries()) {
    expect(await seen(async () => (await (await direct(port, thread)).text()).includes(`Fresh ${word}`))).toBe(true);
    expect(await seen(async () => (await (await direct(port, search)).text()).includes(word))).toBe(true);
    expect(await seen(async () => (await insights(port)) !== before[i])).toBe(true);
  }
});

// Its heartbeats keeping it open past HAProxy's idle timeouts take minutes of waiting: over-minutes.test.ts.
it('(10) a notification stream opened through HAProxy gets a reply written through another instance within 2 s', async () => {
  const { alice, bob, statement, parent } = await awaitingReplies(database, cluster.base, 'Streams through the proxy', 'Who answers?');
  const { haproxy, instances } = cluster.state();
  if (!haproxy) throw new Error('the cluster runs no HAProxy');
  const idle = await serverSessions(haproxy.socket);

  const stream = await openSse(`${cluster.base}/api/notifications/stream/`, { cookie: alice.headers.cookie });
  try {
    expect(stream.status).toBe(200);
    await stream.until((event) => event.event === 'unread', 5_000);
    // The instance HAProxy gave the stream to: the one server with one more session than before.
    const busy = await serverSessions(haproxy.socket);
    const holders = instances.filter((instance) => (busy[instance.name] ?? 0) > (idle[instance.name] ?? 0));
    expect(holders).toHaveLength(1);
    const writer = instances.find((instance) => instance !== holders[0]) as (typeof instances)[number];

    const started = Date.now();
    const answer = await direct(writer.port, COMMENTS, {
      method: 'POST',
      headers: bob.headers,
      body: JSON.stringify({ statement, text: `Me, through ${writer.name}`, parent }),
    });
    expect(answer.status).toBe(201);
    const { id: reply } = (await answer.json()) as { id: number };
    const event = await stream.until(
      (candidate) =>
        candidate.event === 'notification' &&
        (JSON.parse(candidate.data) as { notification: { comment: number } }).notification.comment === reply,
      2_000,
    );
    const delay = Date.now() - started;
    console.log(`(10) stream held by ${holders[0].name} through HAProxy, reply written through ${writer.name}: delivered in ${delay} ms`);
    expect(delay).toBeLessThan(2_000);
    expect(event.id).toBe(String((JSON.parse(event.data) as { notification: { id: number } }).notification.id));
    expect(JSON.parse(event.data)).toMatchObject({ notification: { kind: 'comment_reply', actor: { id: bob.id } }, unread_count: 1 });
  } finally {
    stream.close();
  }
}, 60_000);

it('(4) kill -9 of one instance under read + write load: no read fails before its answer began, every acknowledged write stored, counters equal rows', async () => {
  const writers = await Promise.all([1, 2, 3].map(() => createMember(database, cluster.base)));
  const load = startLoad(cluster.base, writers, statementIds);
  await sleep(3_000);
  const victim = cluster.state().instances[1];
  const from = cluster.output().length;
  process.kill(victim.pid, 'SIGKILL');
  await sleep(5_000);
  const result = await load.stop();
  await cluster.waitForOutput(/api2 is back/, 120_000, from);
  console.log(
    `(4) ${result.reads} reads (${result.cutReads.length} cut mid-answer), ${result.writes} writes acknowledged, ${result.failedWrites.length} writes refused or cut (in flight on the killed instance)`,
  );

  expect(result.failedReads).toEqual([]);
  // A 200 whose body the dying instance was still sending cannot be retried by HAProxy (it has forwarded the
  // headers): at most one such read per reader, all at the kill. Every read that had not begun its answer succeeded.
  expect(result.cutReads.length).toBeLessThanOrEqual(4);
  expect(result.reads).toBeGreaterThan(50);
  expect(result.acknowledged.length).toBeGreaterThan(10);
  const stored = await database.db.select({ id: comments.id }).from(comments).where(inArray(comments.id, result.acknowledged));
  expect(stored).toHaveLength(result.acknowledged.length);
  expect(await counterMismatches(database)).toEqual([]);
});

it('(5) a rolling restart (SIGTERM one instance at a time) under load: no failed request', async () => {
  const writers = await Promise.all([1, 2].map(() => createMember(database, cluster.base)));
  const pidsBefore = cluster.state().instances.map((instance) => instance.pid);
  const from = cluster.output().length;
  const load = startLoad(cluster.base, writers, statementIds, 3);
  process.kill(cluster.state().pid, 'SIGHUP');
  await cluster.waitForOutput(/rolling restart done/, 240_000, from);
  await sleep(1_000);
  const result = await load.stop();
  console.log(`(5) ${result.reads} reads and ${result.writes} writes during the rolling restart`);

  expect(
    cluster
      .state()
      .instances.map((instance) => instance.pid)
      .filter((pid) => pidsBefore.includes(pid)),
  ).toEqual([]);
  expect(result.failedReads).toEqual([]);
  expect(result.cutReads).toEqual([]); // a drained instance finishes every answer it began
  expect(result.failedWrites).toEqual([]);
  expect(result.reads + result.writes).toBeGreaterThan(100);
  expect(await counterMismatches(database)).toEqual([]);
});

it('(6) an avatar uploaded through one instance is served by the others', async () => {
  const staff = await createMember(database, cluster.base, { isStaff: true });
  await database.db.insert(commentators).values({ slug: 'cluster-pundit', name: 'Cluster Pundit' });
  const [one, two, three] = cluster.state().instances;
  const png = solidPng(8, 8);
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'avatar.png');
  const { 'content-type': _json, ...headers } = staff.headers;
  const upload = await direct(one.port, '/api/commentators/cluster-pundit/avatar-upload/', { method: 'POST', headers, body: form });
  expect(upload.status).toBe(200);
  const { url } = (await upload.json()) as { url: string };

  const update = await direct(two.port, '/api/commentators/cluster-pundit/update-photo/', {
    method: 'PATCH',
    headers: staff.headers,
    body: JSON.stringify({ photo_url: url }),
  });
  expect(update.status).toBe(200);
  const profile = (await (await direct(three.port, '/api/commentators/cluster-pundit/')).json()) as { photo_url: string };
  expect(profile.photo_url).toBe(url);
  const image = await fetch(url);
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
});
