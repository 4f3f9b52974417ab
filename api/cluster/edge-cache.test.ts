import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Database } from '../src/db';
import { createMember, FEED, insertStatement, post, sleep, VOTE, type Member } from './client';
import { closeCluster, openCluster, type Cluster } from './harness';

/**
 * HAProxy's edge cache (deploy/haproxy.cfg, the API's table in src/plugins/edge-cache.ts) on `npm run cluster` with
 * two instances, real PostgreSQL and Redis: visitors' reads come from the cache, a member's never do.
 */
let cluster: Cluster;
let database: Database;
let member: Member;

interface FeedItem {
  id: number;
  title: string;
  user_vote: string | null;
}

beforeAll(async () => {
  ({ cluster, database } = await openCluster(2));
  member = await createMember(database, cluster.base);
}, 300_000);

afterAll(() => closeCluster(cluster, database));

const visitorGet = (url: string) => fetch(`${cluster.base}${url}`);
const memberGet = (url: string) => fetch(`${cluster.base}${url}`, { headers: { cookie: member.headers.cookie } });

it("answers a visitor's second read of the feed from the cache (X-Cache: HIT, Age)", async () => {
  await insertStatement(database, member.id, 'Cached for visitors');
  const url = `${FEED}?per_page=7`; // a URL nothing else in this file reads: its first read is a miss
  const first = await visitorGet(url);
  expect(first.status).toBe(200);
  expect(first.headers.get('x-cache')).toBe('MISS');
  expect(first.headers.get('cache-control')).toBe('public, s-maxage=2, stale-while-revalidate=3');
  const second = await visitorGet(url);
  expect(second.headers.get('x-cache')).toBe('HIT');
  expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0);
  expect(second.headers.get('vary')).toMatch(/Cookie, Authorization/); // what the API said, for the browser's cache
  expect(await second.text()).toBe(await first.text());
});

it('never answers a signed-in read from the cache: a member sees their own vote at once', async () => {
  const statement = await insertStatement(database, member.id, 'Vote on me');
  // Visitors fill the cache with the feed first (no vote in it).
  await visitorGet(FEED);
  expect((await visitorGet(FEED)).headers.get('x-cache')).toBe('HIT');
  const vote = await post(cluster.base, member, VOTE, { statement_id: statement, vote_type: 'upvote' });
  expect(vote.status).toBe(200);
  for (let i = 0; i < 5; i += 1) {
    const mine = await memberGet(FEED);
    expect(mine.headers.get('x-cache')).toBe('BYPASS');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const items = (await mine.json()) as FeedItem[];
    expect(items.find((item) => item.id === statement)?.user_vote).toBe('upvote');
  }
  // A bearer token is never answered from the cache either.
  const bearer = await fetch(`${cluster.base}${FEED}`, { headers: { authorization: 'Bearer not-a-real-token' } });
  expect(bearer.headers.get('x-cache')).toBe('BYPASS');
  // And the visitors' copy was never the member's.
  const visitor = (await (await visitorGet(FEED)).json()) as FeedItem[];
  expect(visitor.find((item) => item.id === statement)?.user_vote).toBeNull();
});

it('shows a new statement to visitors within 5 s', async () => {
  // The proof needs the old copy still fresh when the first poll comes (s-maxage 2 s after a confirmed hit). On a
  // loaded machine the write alone can take longer than that: such a try proves nothing either way and is repeated.
  for (let attempt = 1; ; attempt += 1) {
    await visitorGet(FEED);
    expect((await visitorGet(FEED)).headers.get('x-cache')).toBe('HIT');
    const hitAt = Date.now();
    const title = `Fresh take ${Date.now()}`;
    const created = await post(cluster.base, member, FEED, { title, body: 'Now.', statement_type: 'opinion', is_hot_take: true });
    expect(created.status).toBe(201);
    const wroteAt = Date.now();
    const firstPollLate = wroteAt - hitAt >= 2_000;
    let hitsBefore = 0;
    for (;;) {
      const response = await visitorGet(FEED);
      const items = (await response.json()) as FeedItem[];
      if (items.some((item) => item.title === title)) break;
      if (response.headers.get('x-cache') === 'HIT') hitsBefore += 1;
      expect(Date.now() - wroteAt).toBeLessThan(5_000);
      await sleep(100);
    }
    expect(Date.now() - wroteAt).toBeLessThan(5_000);
    if (hitsBefore === 0 && firstPollLate && attempt < 5) continue;
    expect(hitsBefore).toBeGreaterThan(0); // the cache answered meanwhile: the 5 s were its doing, not a miss
    return;
  }
});

it('in Chromium: a fan who signs in after reading as a visitor sees their own vote at once', async () => {
  // The browser's own cache is the other place a visitor's copy lives: `stale-while-revalidate` lets Chromium reuse
  // it for 3 s. `Vary: Cookie` (the API's, given back by HAProxy on hits too) is what keeps it from a signed-in read.
  const statement = await insertStatement(database, member.id, 'Chromium votes');
  expect((await post(cluster.base, member, VOTE, { statement_id: statement, vote_type: 'upvote' })).status).toBe(200);
  const token = /sessionid=([^;]+)/.exec(member.headers.cookie)?.[1] ?? '';
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    // The API's pages forbid scripts (CSP); the test runs fetch() on that origin as the site's own code would.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${cluster.base}/api/health`);
    const url = `${FEED}?per_page=9`; // read by nothing else in this file: no copy older than the vote
    const readFeed = () =>
      page.evaluate(async (url) => {
        const response = await fetch(url, { credentials: 'include' });
        return { cache: response.headers.get('x-cache'), items: (await response.json()) as { id: number; user_vote: string | null }[] };
      }, url);
    await visitorGet(url); // in HAProxy's cache: the browser's copy comes from it
    const visitor = await readFeed();
    expect(visitor.cache).toBe('HIT');
    expect(visitor.items.find((item) => item.id === statement)?.user_vote).toBeNull();
    // Signing in sets the session cookie; the page reads the feed again at once, within the visitor copy's 5 s.
    await context.addCookies([{ name: 'sessionid', value: token, url: cluster.base, httpOnly: true, sameSite: 'Lax' }]);
    const signedIn = await readFeed();
    expect(signedIn.items.find((item) => item.id === statement)?.user_vote).toBe('upvote');
    expect(signedIn.cache).toBe('BYPASS');
  } finally {
    await browser.close();
  }
});

/** A one-line origin that answers every GET as shareable, and one path with a cookie too. */
function stubOrigin(): Promise<{ server: http.Server; port: number; hits: () => number }> {
  let count = 0;
  const server = http.createServer((request, response) => {
    count += 1;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=30' };
    if (request.url === '/sets-cookie') headers['set-cookie'] = 'sessionid=someone-elses; Path=/; HttpOnly';
    response.writeHead(200, headers).end(JSON.stringify({ count }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as net.AddressInfo).port, hits: () => count })),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

it("never stores an answer that sets a cookie, even one marked public (HAProxy's cache would)", async () => {
  // The API never sends one (src/plugins/edge-cache.test.ts): this proves the proxy's own rule, on the config
  // `npm run cluster` renders from deploy/haproxy.cfg, in front of an origin that does.
  const origin = await stubOrigin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-edge-'));
  const port = await freePort();
  const render = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { renderConfig } from ${JSON.stringify(path.resolve(__dirname, '../../scripts/cluster/haproxy.mjs'))};
       process.stdout.write(renderConfig(${JSON.stringify({ port, socket: path.join(dir, 'admin.sock'), instances: [{ name: 'api1', port: origin.port }] })}));`,
    ],
    { encoding: 'utf8' },
  );
  expect(render.stderr).toBe('');
  // The stub has no /api/ready: no health checks for it.
  fs.writeFileSync(path.join(dir, 'haproxy.cfg'), render.stdout.replace(/^\s+(option httpchk|http-check|default-server).*$/gm, ''));
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
  try {
    for (
      let i = 0;
      i < 50 &&
      !(await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      ));
      i += 1
    )
      await sleep(100);
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
    // The same proxy does store the plain shareable answer…
    await get('/plain');
    expect((await get('/plain')).headers.get('x-cache')).toBe('HIT');
    // …but not the one with Set-Cookie: each visitor's read goes to the origin and nobody gets another's cookie.
    const before = origin.hits();
    const answers = [await get('/sets-cookie'), await get('/sets-cookie'), await get('/sets-cookie')];
    expect(answers.map((answer) => answer.headers.get('x-cache'))).toEqual(['MISS', 'MISS', 'MISS']);
    expect(origin.hits() - before).toBe(3);
  } finally {
    haproxy.kill('SIGTERM');
    origin.server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
