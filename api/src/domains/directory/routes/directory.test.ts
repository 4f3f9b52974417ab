import type { Commentator, FollowLists, FollowToggleResponse, Podcast, Show } from '@receipts/contract';
import { commentatorPodcasts, commentatorShows, commentators, podcasts, shows, youtubeVideos } from '../../../db/schema';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../repositories/sql';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ publicOrigin: 'http://localhost:8080', storageHost: 'firebasestorage.googleapis.com' });
  member = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
  const db = ctx.database.db;
  const cs = await db
    .insert(commentators)
    .values([
      { slug: 'ana-alvarez', name: 'Ana Alvarez', sportLeagueName: 'NBA', x: '@ana', followersCount: 0, bio: 'Hoops.' },
      { slug: 'bo-baker', name: 'Bo Baker', sportLeagueName: 'NFL', photoUrl: 'https://example.com/bo.png' },
      { slug: 'cy-chen', name: 'Cy Chen', sportLeagueName: 'NBA' },
    ])
    .returning();
  cs.forEach((c) => (ids[c.slug] = c.id));
  const [pod] = await db
    .insert(podcasts)
    .values({
      slug: 'hoops-hour',
      name: 'Hoops Hour',
      sportLeagueName: 'NBA',
      category: 'Analysis',
      host: 'Ana Alvarez',
      yearStarted: 2019,
      network: 'Indie',
    })
    .returning();
  const [show] = await db
    .insert(shows)
    .values({
      slug: 'gridiron-live',
      name: 'Gridiron Live',
      sportLeagueName: 'NFL',
      format: 'Studio Debate',
      isActive: false,
      hosts: 'Bo Baker',
      regularGuests: 'Cy Chen',
      timeslot: 'Sundays 11 AM ET',
    })
    .returning();
  ids.pod = pod.id;
  ids.show = show.id;
  await db.insert(commentatorPodcasts).values([
    { commentatorId: ids['ana-alvarez'], podcastId: pod.id, role: 'Host' },
    { commentatorId: ids['cy-chen'], podcastId: pod.id, role: 'Contributor' },
  ]);
  await db.insert(commentatorShows).values({ commentatorId: ids['bo-baker'], showId: show.id, role: 'Host' });
  await db.insert(youtubeVideos).values([
    {
      commentatorId: ids['ana-alvarez'],
      videoId: 'abc123DEF45',
      url: 'https://www.youtube.com/watch?v=abc123DEF45',
      thumbnail: 'https://i.ytimg.com/vi/abc123DEF45/hqdefault.jpg',
      title: 'Old',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      viewCount: 10,
    },
    {
      commentatorId: ids['ana-alvarez'],
      videoId: 'zzz123DEF45',
      url: 'https://www.youtube.com/watch?v=zzz123DEF45',
      thumbnail: 'https://i.ytimg.com/vi/zzz123DEF45/hqdefault.jpg',
      title: 'New',
      publishedAt: new Date('2026-06-01T00:00:00Z'),
      viewCount: 99,
    },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const follow = (type: string, objectId: number | string, headers = member.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/follow/toggle/', headers, payload: { followable_type: type, object_id: objectId } });

describe('directories', () => {
  it('lists commentators by name with every field; podcasts and shows with their people', async () => {
    const list = json<Commentator[]>(await get('/api/commentators/'));
    expect(list.map((c) => c.slug)).toEqual(['ana-alvarez', 'bo-baker', 'cy-chen']);
    expect(list[0]).toEqual({
      id: ids['ana-alvarez'],
      slug: 'ana-alvarez',
      name: 'Ana Alvarez',
      photo_url: null,
      sport_league_name: 'NBA',
      followers_count: 0,
      is_following: false,
      bio: 'Hoops.',
      x: '@ana',
      instagram: null,
      youtube: null,
      podcasts: [{ id: ids.pod, slug: 'hoops-hour', name: 'Hoops Hour', role: 'Host' }],
      shows: [],
      youtube_videos: [
        {
          video_id: 'zzz123DEF45',
          url: 'https://www.youtube.com/watch?v=zzz123DEF45',
          thumbnail: 'https://i.ytimg.com/vi/zzz123DEF45/hqdefault.jpg',
          title: 'New',
          published_at: '2026-06-01T00:00:00.000Z',
          view_count: 99,
        },
        {
          video_id: 'abc123DEF45',
          url: 'https://www.youtube.com/watch?v=abc123DEF45',
          thumbnail: 'https://i.ytimg.com/vi/abc123DEF45/hqdefault.jpg',
          title: 'Old',
          published_at: '2026-01-01T00:00:00.000Z',
          view_count: 10,
        },
      ],
    });
    const [pod] = json<Podcast[]>(await get('/api/podcasts/'));
    expect(pod).toMatchObject({
      slug: 'hoops-hour',
      category: 'Analysis',
      host: 'Ana Alvarez',
      year_started: 2019,
      network: 'Indie',
      website: null,
    });
    expect(pod.commentators).toEqual([
      { id: ids['ana-alvarez'], slug: 'ana-alvarez', name: 'Ana Alvarez', role: 'Host' },
      { id: ids['cy-chen'], slug: 'cy-chen', name: 'Cy Chen', role: 'Contributor' },
    ]);
    const [show] = json<Show[]>(await get('/api/shows/'));
    expect(show).toMatchObject({
      slug: 'gridiron-live',
      format: 'Studio Debate',
      is_active: false,
      hosts: 'Bo Baker',
      regular_guests: 'Cy Chen',
      timeslot: 'Sundays 11 AM ET',
    });
    expect(show.commentators).toEqual([{ id: ids['bo-baker'], slug: 'bo-baker', name: 'Bo Baker', role: 'Host' }]);
  });

  it('filters by league (any case) and name search (case-insensitive contains), sorts by followers', async () => {
    expect(json<Commentator[]>(await get('/api/commentators/?league=nba')).map((c) => c.slug)).toEqual(['ana-alvarez', 'cy-chen']);
    expect(json<Commentator[]>(await get('/api/commentators/?search=BAK')).map((c) => c.slug)).toEqual(['bo-baker']);
    expect(json<Commentator[]>(await get('/api/commentators/?search=%25'))).toEqual([]);
    expect(json<Commentator[]>(await get('/api/commentators/?search=&league=&_t=1'))).toHaveLength(3);
    await follow('commentator', ids['cy-chen']);
    await follow('commentator', ids['cy-chen'], staff.headers);
    await follow('commentator', ids['bo-baker']);
    const popular = json<Commentator[]>(await get('/api/commentators/?sort=popular', member.headers));
    expect(popular.map((c) => [c.slug, c.followers_count, c.is_following])).toEqual([
      ['cy-chen', 2, true],
      ['bo-baker', 1, true],
      ['ana-alvarez', 0, false],
    ]);
    await follow('commentator', ids['cy-chen']);
    await follow('commentator', ids['cy-chen'], staff.headers);
    await follow('commentator', ids['bo-baker']);
  });

  it.each([
    ['/api/commentators/?sort=newest', 'querystring.sort'],
    ['/api/podcasts/?league=XFL', 'querystring.league'],
    [`/api/shows/?search=${'x'.repeat(101)}`, 'querystring.search'],
    ['/api/shows/?sort=popular&sort=popular', 'querystring.sort'],
  ])('rejects %s (400)', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toHaveProperty([field]);
  });

  it('serves details by slug, with each kind’s not-found message', async () => {
    const detail = json<Commentator>(await get('/api/commentators/ana-alvarez/'));
    expect(detail.youtube_videos).toHaveLength(2);
    expect(json<Show>(await get('/api/shows/gridiron-live/?t=123')).is_active).toBe(false);
    expect(json<Podcast>(await get('/api/podcasts/hoops-hour/')).commentators).toHaveLength(2);
    for (const [kind, message] of [
      ['commentators', 'Commentator not found'],
      ['podcasts', 'Podcast not found'],
      ['shows', 'Show not found'],
    ]) {
      const response = await get(`/api/${kind}/nobody/`);
      expect(response.statusCode).toBe(404);
      expect(json(response).detail).toBe(message);
    }
    // Fastify's router refuses path parameters over 100 characters itself.
    expect((await get(`/api/commentators/${'x'.repeat(201)}/`)).statusCode).toBe(414);
  });
});

describe('PATCH …/{slug}/update-photo/', () => {
  const update = (kind: string, slug: string, photoUrl: unknown, headers = staff.headers) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/${kind}/${slug}/update-photo/`, headers, payload: { photo_url: photoUrl } });

  it('lets staff set a storage-host or same-origin URL and answers the updated entity', async () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/demo/o/commentators%2Fana-alvarez%2F1.jpg?alt=media';
    const response = await update('commentators', 'ana-alvarez', url);
    expect(response.statusCode).toBe(200);
    expect(json<Commentator>(response)).toMatchObject({ slug: 'ana-alvarez', photo_url: url });
    expect(json<Podcast>(await update('podcasts', 'hoops-hour', 'http://localhost:8080/uploads/p.jpg')).photo_url).toBe(
      'http://localhost:8080/uploads/p.jpg',
    );
    expect(json<Show>(await update('shows', 'gridiron-live', 'https://firebasestorage.googleapis.com/s.jpg')).photo_url).toBe(
      'https://firebasestorage.googleapis.com/s.jpg',
    );
    expect(json<Show>(await get('/api/shows/gridiron-live/')).photo_url).toBe('https://firebasestorage.googleapis.com/s.jpg');
  });

  it.each([
    ['not a URL', 'nope'],
    ['plain http elsewhere', 'http://firebasestorage.googleapis.com/x.jpg'],
    ['another host', 'https://evil.example.com/x.jpg'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/png;base64,AAAA'],
    ['credentials in the URL', 'https://user:pw@firebasestorage.googleapis.com/x.jpg'],
    ['a look-alike host', 'https://firebasestorage.googleapis.com.evil.com/x.jpg'],
    ['an empty string', ''],
    ['a number', 5],
  ])('rejects %s (400)', async (_name, value) => {
    const response = await update('commentators', 'bo-baker', value);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toHaveProperty(['body.photo_url']);
  });

  it('is staff only: 401 for visitors, 403 for members, 404 for a missing slug', async () => {
    const url = 'https://firebasestorage.googleapis.com/x.jpg';
    expect((await update('commentators', 'bo-baker', url, {})).statusCode).toBe(401);
    expect((await update('commentators', 'bo-baker', url, member.headers)).statusCode).toBe(403);
    expect((await update('podcasts', 'nobody', url)).statusCode).toBe(404);
    expect(json<Commentator>(await get('/api/commentators/bo-baker/')).photo_url).toBe('https://example.com/bo.png');
  });
});

describe('follows', () => {
  it('toggles with the follower count, and lists what a user follows', async () => {
    const on = await follow('podcast', ids.pod);
    expect(on.statusCode).toBe(200);
    expect(json<FollowToggleResponse>(on)).toEqual({ following: true, followers_count: 1 });
    expect(json<FollowToggleResponse>(await follow('show', ids.show))).toEqual({ following: true, followers_count: 1 });
    expect(json<FollowToggleResponse>(await follow('commentator', ids['ana-alvarez']))).toEqual({ following: true, followers_count: 1 });
    expect(json<Podcast>(await get('/api/podcasts/hoops-hour/', member.headers))).toMatchObject({ is_following: true, followers_count: 1 });

    const mine = json<FollowLists>(await get('/api/follow/list/', member.headers));
    expect(mine).toEqual({
      commentators: [{ id: ids['ana-alvarez'], slug: 'ana-alvarez', name: 'Ana Alvarez', photo_url: expect.any(String) }],
      podcasts: [{ id: ids.pod, slug: 'hoops-hour', name: 'Hoops Hour', photo_url: expect.any(String) }],
      shows: [{ id: ids.show, slug: 'gridiron-live', name: 'Gridiron Live', photo_url: expect.any(String) }],
      users: [],
    });
    expect(json<FollowLists>(await get(`/api/users/${member.user.username}/follows/`))).toEqual(mine);

    expect(json<FollowToggleResponse>(await follow('podcast', ids.pod))).toEqual({ following: false, followers_count: 0 });
    expect(json<FollowLists>(await get('/api/follow/list/', member.headers)).podcasts).toEqual([]);
  });

  it('gives visitors empty lists (no 401), 404 for an unknown user', async () => {
    const visitor = await get('/api/follow/list/');
    expect(visitor.statusCode).toBe(200);
    expect(json(visitor)).toEqual({ commentators: [], podcasts: [], shows: [], users: [] });
    expect((await get('/api/users/nobody-here/follows/')).statusCode).toBe(404);
  });

  it('keeps followers_count right under concurrent toggles', async () => {
    const fans = await Promise.all(Array.from({ length: 15 }, () => createUserWithSession(ctx)));
    const results = await Promise.all(fans.map((fan) => follow('show', ids.show, fan.headers)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const show = json<Show>(await get('/api/shows/gridiron-live/'));
    const [followers] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM follows WHERE followable_type = 'show' AND object_id = ${ids.show}`,
    );
    expect(show.followers_count).toBe(followers.n);
    expect(show.followers_count).toBe(16);
  });

  it('needs a session (401), a real object (404) and a valid body (400)', async () => {
    expect((await follow('show', ids.show, {})).statusCode).toBe(401);
    expect((await follow('podcast', 999999)).statusCode).toBe(404);
    for (const [type, id] of [
      ['league', ids.show],
      ['show', 'x'],
      ['show', -1],
      ['show', 2 ** 40],
      ['show', 1.5],
    ] as const) {
      expect((await follow(type, id)).statusCode).toBe(400);
    }
  });
});
