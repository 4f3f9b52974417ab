import { FEATURE_DESCRIPTION_MAX, FEATURE_TITLE_MAX } from '@receipts/contract';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { FEATURE_REQUESTS_PER_DAY, TOO_MANY_REQUESTS } from './feature-requests';

let ctx: TestContext;
type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Fan;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createUserWithSession(ctx, { isStaff: true });
});
afterAll(() => ctx.close());

const URL = '/api/feature-requests/';
const create = (fan: Fan | null, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: URL, headers: fan?.headers ?? {}, payload: payload as object });
const vote = (fan: Fan | null, id: number | string, method: 'PUT' | 'DELETE' = 'PUT') =>
  ctx.app.inject({ method, url: `${URL}${id}/vote/`, headers: fan?.headers ?? {} });
const list = async (fan: Fan | null = null) => json(await ctx.app.inject({ url: URL, headers: fan?.headers ?? {} })).results;
const setStatus = (fan: Fan | null, id: number | string, status: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: `${URL}${id}/status/`, headers: fan?.headers ?? {}, payload: { status } });

describe('feature requests', () => {
  it('a fresh member submits one; it starts under review with no votes, and visitors see it', async () => {
    const fan = await createUserWithSession(ctx);
    const response = await create(fan, { title: '  Dark mode charts  ', description: 'Bright at night.' });
    expect(response.statusCode).toBe(201);
    const made = json(response);
    expect(made).toMatchObject({
      title: 'Dark mode charts',
      description: 'Bright at night.',
      status: 'under_review',
      vote_count: 0,
      voted: false,
      author: { id: fan.user.id, username: fan.user.username },
    });
    expect((await list()).find((item: { id: number }) => item.id === made.id)).toMatchObject({ voted: false, vote_count: 0 });
  });

  it('one vote per member: voting twice counts once, unvoting takes it back, and the list is ordered by votes', async () => {
    const author = await createUserWithSession(ctx);
    const [a, b] = [await createUserWithSession(ctx), await createUserWithSession(ctx)];
    const quiet = json(await create(author, { title: 'Quiet request', description: '' }));
    const popular = json(await create(author, { title: 'Popular request', description: '' }));
    expect(json(await vote(a, popular.id))).toMatchObject({ vote_count: 1, voted: true });
    expect(json(await vote(a, popular.id))).toMatchObject({ vote_count: 1, voted: true });
    expect(json(await vote(b, popular.id))).toMatchObject({ vote_count: 2, voted: true });
    const seen = await list(a);
    const ids = seen.map((item: { id: number }) => item.id);
    expect(ids.indexOf(popular.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(seen.find((item: { id: number }) => item.id === quiet.id).voted).toBe(false);
    expect(json(await vote(a, popular.id, 'DELETE'))).toMatchObject({ vote_count: 1, voted: false });
    expect(json(await vote(a, popular.id, 'DELETE'))).toMatchObject({ vote_count: 1, voted: false });
    expect(json(await vote(b, popular.id))).toMatchObject({ vote_count: 1, voted: true });
  });

  it('refuses visitors (401) and suspended members (403) for writes', async () => {
    expect((await create(null, { title: 'Visitor idea' })).statusCode).toBe(401);
    const suspended = await createUserWithSession(ctx, { suspensionPermanent: true });
    expect((await create(suspended, { title: 'Suspended idea' })).statusCode).toBe(403);
    const item = json(await create(await createUserWithSession(ctx), { title: 'Something real' }));
    expect((await vote(null, item.id)).statusCode).toBe(401);
    expect((await vote(null, item.id, 'DELETE')).statusCode).toBe(401);
  });

  it('answers 404 for a request that does not exist and 400 for a malformed id', async () => {
    const fan = await createUserWithSession(ctx);
    expect((await vote(fan, 2_000_000_000)).statusCode).toBe(404);
    expect((await vote(fan, 'abc')).statusCode).toBe(400);
    expect((await vote(fan, '99999999999999999')).statusCode).toBe(400);
    expect((await vote(fan, String(2 ** 40))).statusCode).toBe(404);
    expect((await setStatus(staff, 2_000_000_000, 'planned')).statusCode).toBe(404);
  });

  it.each([
    [{}, 'Title is required.'],
    [{ title: 'abc' }, 'Title must be at least 5 characters.'],
    [{ title: 't'.repeat(FEATURE_TITLE_MAX + 1) }, `Title must be at most ${FEATURE_TITLE_MAX} characters.`],
    [{ title: 'Fine title', description: 'd'.repeat(FEATURE_DESCRIPTION_MAX + 1) }, `at most ${FEATURE_DESCRIPTION_MAX} characters`],
    [{ title: 'Fine title', status: 'shipped' }, undefined],
    [{ title: 'Bell\u0007 title' }, 'Title must not contain control characters.'],
  ])('refuses bad input #%# with a 400 and its message', async (payload, message) => {
    const response = await create(await createUserWithSession(ctx), payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(json(response).detail).toContain(message);
  });

  it(`caps a member at ${FEATURE_REQUESTS_PER_DAY} requests a day (429 with a message)`, async () => {
    const fan = await createUserWithSession(ctx);
    for (let n = 1; n <= FEATURE_REQUESTS_PER_DAY; n++) expect((await create(fan, { title: `Idea number ${n}` })).statusCode).toBe(201);
    const over = await create(fan, { title: 'One idea too many' });
    expect([over.statusCode, json(over).detail]).toEqual([429, TOO_MANY_REQUESTS]);
  });

  it('only staff set the status (members 403, visitors 401); unknown statuses are a 400; the list filters by status', async () => {
    const fan = await createUserWithSession(ctx);
    const item = json(await create(fan, { title: 'Status journey' }));
    expect((await setStatus(null, item.id, 'planned')).statusCode).toBe(401);
    expect((await setStatus(fan, item.id, 'planned')).statusCode).toBe(403);
    expect((await setStatus(staff, item.id, 'done')).statusCode).toBe(400);
    for (const status of ['planned', 'in_progress', 'shipped', 'declined', 'under_review'])
      expect(json(await setStatus(staff, item.id, status)).status).toBe(status);
    await setStatus(staff, item.id, 'shipped');
    const shipped = json(await ctx.app.inject({ url: `${URL}?status=shipped` })).results;
    expect(shipped.map((row: { id: number }) => row.id)).toContain(item.id);
    expect(shipped.every((row: { status: string }) => row.status === 'shipped')).toBe(true);
    expect((await ctx.app.inject({ url: `${URL}?status=nope` })).statusCode).toBe(400);
  });
});
