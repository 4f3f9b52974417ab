import type { FollowLists, FollowToggleResponse, PublicProfile, Statement } from '@receipts/contract';
import { makeCsrfToken, VISITOR_BINDING } from '../../../plugins/csrf-token';
import { STATEMENTS_URL, insertStatements } from '../../../test/content';
import { TEST_SECRET_KEY, createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { insertPundits } from '../../../test/pundits';
import { SELF_FOLLOW } from './follows';

type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
const TOGGLE = '/api/follow/toggle/';
const visitorCsrf = makeCsrfToken(TEST_SECRET_KEY, VISITOR_BINDING);
const VISITOR = { cookie: `csrftoken=${visitorCsrf}`, 'x-csrftoken': visitorCsrf };

let ctx: TestContext;
let ana: Fan;
let ben: Fan;
let cal: Fan;

beforeAll(async () => {
  ctx = await createTestApp();
  await insertPundits(ctx);
  ana = await createUserWithSession(ctx, { displayName: 'Ana' });
  ben = await createUserWithSession(ctx, { displayName: 'Ben', photoUrl: '/media/ben.png' });
  cal = await createUserWithSession(ctx, { displayName: 'Cal' });
});
afterAll(() => ctx.close());

const follow = (who: Fan | null, objectId: number, type = 'user') =>
  ctx.app.inject({
    method: 'POST',
    url: TOGGLE,
    headers: who?.headers ?? VISITOR,
    payload: { followable_type: type, object_id: objectId },
  });
const profileOf = async (fan: Fan, viewer?: Fan) =>
  json<PublicProfile>(await ctx.app.inject({ url: `/api/users/${fan.user.username}/profile/`, headers: viewer?.headers ?? {} }));

describe('following a fan (followable_type user)', () => {
  it('refuses following yourself (400 with the reason), an unknown id (404) and a visitor (401)', async () => {
    const self = await follow(ana, ana.user.id);
    expect(self.statusCode).toBe(400);
    expect(json(self).detail).toBe(SELF_FOLLOW);
    const unknown = await follow(ana, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).detail).toBe('No user with that id.');
    expect((await follow(null, ben.user.id)).statusCode).toBe(401);
    expect((await profileOf(ben)).followers_count).toBe(0);
  });

  it('toggles on and off, moving the follower and following counts, is_following for the viewer only', async () => {
    const on = await follow(ana, ben.user.id);
    expect(on.statusCode).toBe(200);
    expect(json<FollowToggleResponse>(on)).toEqual({ following: true, followers_count: 1 });
    expect(json<FollowToggleResponse>(await follow(cal, ben.user.id))).toEqual({ following: true, followers_count: 2 });

    expect(await profileOf(ben, ana)).toMatchObject({ followers_count: 2, following_count: 0, is_following: true });
    expect(await profileOf(ben)).toMatchObject({ followers_count: 2, is_following: false });
    expect(await profileOf(ben, ben)).toMatchObject({ is_following: false });
    expect(await profileOf(ana, ben)).toMatchObject({ followers_count: 0, following_count: 1, is_following: false });

    expect(json<FollowToggleResponse>(await follow(cal, ben.user.id))).toEqual({ following: false, followers_count: 1 });
    expect(await profileOf(cal)).toMatchObject({ following_count: 0 });
  });

  it('counts pundits followed in following_count too', async () => {
    const commentators = json<{ id: number }[]>(await ctx.app.inject({ url: '/api/commentators/' }));
    expect((await follow(cal, commentators[0].id, 'commentator')).statusCode).toBe(200);
    expect(await profileOf(cal)).toMatchObject({ following_count: 1, followers_count: 0 });
  });

  it('lists followed fans in the follow lists (mine and a user’s), with their follower count', async () => {
    const expected = { id: ben.user.id, username: ben.user.username, display_name: 'Ben', photoURL: '/media/ben.png', followers_count: 1 };
    const mine = json<FollowLists>(await ctx.app.inject({ url: '/api/follow/list/', headers: ana.headers }));
    expect(mine.users).toEqual([expected]);
    const theirs = json<FollowLists>(await ctx.app.inject({ url: `/api/users/${ana.user.username}/follows/` }));
    expect(theirs.users).toEqual([expected]);
    expect(json<FollowLists>(await ctx.app.inject({ url: '/api/follow/list/' }))).toEqual({
      commentators: [],
      podcasts: [],
      shows: [],
      users: [],
    });
  });

  it('puts a followed fan’s statements in the Following feed, and takes them out on unfollow', async () => {
    const [bens] = await insertStatements(ctx, [{ userId: ben.user.id, title: 'Ben says the Nuggets repeat' }]);
    const [cals] = await insertStatements(ctx, [{ userId: cal.user.id, title: 'Cal says nothing of note' }]);
    const following = async (fan: Fan) =>
      json<Statement[]>(await ctx.app.inject({ url: `${STATEMENTS_URL}?following=true&per_page=50`, headers: fan.headers })).map(
        (s) => s.id,
      );
    const anas = await following(ana);
    expect(anas).toContain(bens);
    expect(anas).not.toContain(cals);
    await follow(ana, ben.user.id);
    expect(await following(ana)).not.toContain(bens);
    await follow(ana, ben.user.id);
  });

  it('answers the same counts after toggles from two fans at once', async () => {
    const dee = await createUserWithSession(ctx);
    const eve = await createUserWithSession(ctx);
    await Promise.all([follow(dee, cal.user.id), follow(eve, cal.user.id)]);
    expect(await profileOf(cal)).toMatchObject({ followers_count: 2 });
  });
});
