import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../accounts/data/passwords';
import { sessions } from '../../../db/schema';
import { hashToken, sessionsRepository } from '../../../repositories/sessions';
import { cookieHeaders, createTestApp, createUserWithSession, type TestContext } from '../../../test/harness';
import { openSse, type SseEvent } from '../../../test/sse';

type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
type Stream = Awaited<ReturnType<typeof openSse>>;
const PASSWORD = 'an old password 123';
let ctx: TestContext;
let base: string;
let staff: Fan;
const streams: Stream[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ notificationHeartbeatMs: 300 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  staff = await createUserWithSession(ctx, { isStaff: true });
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(() => ctx.close());

const fan = async () => createUserWithSession(ctx, { passwordHash: await hashPassword(PASSWORD) });
type Credential = 'cookie' | 'bearer';
/** What a request of this fan sends: the browser's cookie (with its CSRF token) or the bearer access token. */
const credentials = (who: Fan, kind: Credential) => (kind === 'cookie' ? cookieHeaders(who.token) : who.headers);

const open = async (who: Fan, kind: Credential) => {
  const stream = await openSse(`${base}/api/notifications/stream/`, credentials(who, kind));
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.until((event) => event.event === 'unread');
  return stream;
};

/** The stream's `end` event and the end of the response, both within `ms` of now; the end's data. */
async function endsWithin(stream: Stream, ms = 1_000): Promise<Record<string, unknown>> {
  const started = Date.now();
  const end: SseEvent = await stream.until((event) => event.event === 'end', ms);
  while (!stream.ended && Date.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(stream.ended).toBe(true);
  expect(Date.now() - started).toBeLessThan(ms);
  return JSON.parse(end.data) as Record<string, unknown>;
}

/** Opening the stream again with what the ended one used: refused, so a browser's EventSource stops there. */
async function refusedAgain(who: Fan, kind: Credential) {
  const again = await fetch(`${base}/api/notifications/stream/`, { headers: credentials(who, kind) });
  expect(again.status).toBe(401);
  await again.body?.cancel();
}

const post = (url: string, headers: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });

describe.each<Credential>(['cookie', 'bearer'])('a %s notification stream ends within 1 s', (kind) => {
  it('of logging out, and a reconnect is refused', async () => {
    const who = await fan();
    const stream = await open(who, kind);
    expect((await post('/api/auth/logout/', credentials(who, kind), {})).statusCode).toBe(200);
    expect(await endsWithin(stream)).toEqual({ reason: 'session_ended', cause: 'logout' });
    await refusedAgain(who, kind);
  });

  it('of staff suspending the member', async () => {
    const who = await fan();
    const stream = await open(who, kind);
    const act = await post('/api/moderation/actions/', staff.headers, {
      target_type: 'user',
      target_id: who.user.id,
      action: 'suspend',
      reason: 'spam',
      duration: '1d',
    });
    expect(act.statusCode).toBe(200);
    expect(await endsWithin(stream)).toEqual({ reason: 'session_ended', cause: 'suspended' });
    await refusedAgain(who, kind);
  });

  it('of a password change (the changing browser gets a fresh session, its old stream ends)', async () => {
    const who = await fan();
    const other = await fan();
    const stream = await open(who, kind);
    const change = await post('/api/auth/password/change/', credentials(who, kind), {
      current_password: PASSWORD,
      new_password: 'a brand new password 456',
    });
    expect(change.statusCode).toBe(200);
    expect(await endsWithin(stream)).toEqual({ reason: 'session_ended', cause: 'password_changed' });
    await refusedAgain(who, kind);
    // Nobody else's stream is touched.
    const bystander = await open(other, kind);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(bystander.ended).toBe(false);
  });

  it('of its session being revoked (signed in anew from it)', async () => {
    const who = await fan();
    const stream = await open(who, kind);
    const login = await post('/api/auth/email/login/', credentials(who, kind), { email: who.user.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(await endsWithin(stream)).toEqual({ reason: 'session_ended', cause: 'revoked' });
    await refusedAgain(who, kind);
  });

  it('of its session row going without word on the bus (the heartbeat checks the sessions it holds)', async () => {
    const who = await fan();
    const stream = await open(who, kind);
    await ctx.database.db.delete(sessions).where(eq(sessions.id, hashToken(who.token)));
    expect(await endsWithin(stream)).toEqual({ reason: 'session_ended', cause: 'unknown' });
  });
});

it('ends a bearer stream when its access token expires (the session lives on: the client renews the token and reopens)', async () => {
  const who = await fan();
  const { token } = await sessionsRepository(ctx.database.db).issueAccessToken(hashToken(who.token), 1_500);
  const stream = await open({ ...who, headers: { authorization: `Bearer ${token}` } }, 'bearer');
  expect(await endsWithin(stream, 2_500)).toEqual({ reason: 'session_ended', cause: 'expired' });
});

it("ends only the ended session's streams: the member's other devices stay live", async () => {
  const who = await fan();
  const second = { ...who, token: (await sessionsRepository(ctx.database.db).create(who.user.id)).token };
  const [mine, theirs] = [await open(who, 'cookie'), await open(second, 'cookie')];
  expect((await post('/api/auth/logout/', credentials(who, 'cookie'), {})).statusCode).toBe(200);
  await endsWithin(mine);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(theirs.ended).toBe(false);
});

describe('at most 5 open streams per member', () => {
  it('a sixth closes the oldest (with an end saying it was replaced); the others and other members stay open', async () => {
    const who = await fan();
    const other = await fan();
    const theirs = await open(other, 'cookie');
    const tabs: Stream[] = [];
    for (let tab = 0; tab < 5; tab += 1) tabs.push(await open(who, tab % 2 ? 'bearer' : 'cookie'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tabs.map((tab) => tab.ended)).toEqual([false, false, false, false, false]);

    const sixth = await open(who, 'cookie');
    expect(await endsWithin(tabs[0])).toEqual({ reason: 'replaced' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect([...tabs.slice(1), sixth, theirs].map((tab) => tab.ended)).toEqual([false, false, false, false, false, false]);

    // A tab that closes frees its place: the next one replaces nobody.
    tabs[1].close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await open(who, 'cookie');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect([...tabs.slice(2), sixth].map((tab) => tab.ended)).toEqual([false, false, false, false]);
  });
});
