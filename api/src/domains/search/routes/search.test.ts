import type { SearchResponse } from '@receipts/contract';
import { commentators, podcasts, shows } from '../../../db/schema';
import { excerptOf, RECENT_ENOUGH, tsqueryText } from '../data/search';
import { insertStatements } from '../../../test/content';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let author: Awaited<ReturnType<typeof createUserWithSession>>;
const ids: Record<string, number> = {};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createTestApp();
  author = await createUserWithSession(ctx, { username: 'hoops_oracle', displayName: 'Marisol Okafor' });
  await createUserWithSession(ctx, { username: 'gridiron_gary', name: 'Gary Pemberton' });
  const db = ctx.database.db;
  await db.insert(commentators).values([
    { slug: 'brett-halloran', name: 'Brett Halloran', sportLeagueName: 'NFL', followersCount: 3 },
    { slug: 'nina-vasquez', name: 'Nina Vasquez', sportLeagueName: 'NBA', followersCount: 9 },
    { slug: 'hal-lorimer', name: 'Hal Lorimer', sportLeagueName: 'MLB' },
  ]);
  await db.insert(podcasts).values({ slug: 'the-hardwood-ledger', name: 'The Hardwood Ledger', sportLeagueName: 'NBA' });
  await db.insert(shows).values({ slug: 'hardwood-tonight', name: 'Hardwood Tonight', sportLeagueName: 'NBA' });
  const [titleMatch, bodyMatch, older, other, deleted, longBody] = await insertStatements(ctx, [
    { userId: author.user.id, title: 'Lakers win the title', body: 'Depth and health.', createdAt: at('2026-10-01T00:00:00Z') },
    {
      userId: author.user.id,
      title: 'A bold call about the West',
      body: 'The lakers fade late, again.',
      createdAt: at('2026-11-01T00:00:00Z'),
    },
    { userId: author.user.id, title: 'Lakers in six', body: 'The Lakers beat the Lakers curse.', createdAt: at('2025-01-01T00:00:00Z') },
    {
      userId: author.user.id,
      title: 'Pitch clock ruined baseball',
      body: 'Nothing about basketball.',
      createdAt: at('2026-11-02T00:00:00Z'),
    },
    {
      userId: author.user.id,
      title: 'Lakers deleted take',
      body: 'Gone.',
      createdAt: at('2026-11-03T00:00:00Z'),
      deletedAt: at('2026-11-04T00:00:00Z'),
    },
    {
      userId: author.user.id,
      title: 'Goalies decide everything',
      body: `${'Long preamble about hockey strategy and travel schedules. '.repeat(6)}Then the Zamboni broke and the goalie never recovered.`,
      createdAt: at('2026-09-01T00:00:00Z'),
    },
  ]);
  Object.assign(ids, { titleMatch, bodyMatch, older, other, deleted, longBody });
});
afterAll(() => ctx.close());

const search = async (query: string) => {
  const response = await ctx.app.inject({ url: `/api/search/?${query}` });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return json<SearchResponse>(response);
};

describe('GET /api/search/', () => {
  it('ranks takes by relevance: a title match above a body match, more matches above fewer; deleted ones never', async () => {
    const { statements } = await search('q=lakers&type=statements');
    expect(statements.map((hit) => hit.id)).toEqual([ids.older, ids.titleMatch, ids.bodyMatch]);
    expect(statements[1]).toEqual({
      id: ids.titleMatch,
      statement_type: 'opinion',
      is_hot_take: false,
      title: 'Lakers win the title',
      excerpt: 'Depth and health.',
      created_at: '2026-10-01T00:00:00.000Z',
      user: { id: author.user.id, username: 'hoops_oracle', display_name: 'Marisol Okafor', photoURL: null },
    });
  });

  it('stems words and matches the last word as a prefix while typing', async () => {
    expect((await search('q=laker&type=statements')).statements).toHaveLength(3);
    expect((await search('q=lak&type=statements')).statements).toHaveLength(3);
    expect((await search('q=pitch%20clo&type=statements')).statements.map((hit) => hit.id)).toEqual([ids.other]);
    // Every word must match.
    expect((await search('q=lakers%20baseball&type=statements')).statements).toEqual([]);
  });

  it('ranks a common word among its newest matches (searched first among the newest takes)', async () => {
    const rows = Array.from({ length: Math.max(25, RECENT_ENOUGH + 5) }, (_, i) => ({
      userId: author.user.id,
      title: `Game ${i}`,
      body: `Another buzzer beater talk, number ${i}.`,
      createdAt: at(`2026-08-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`),
    }));
    await insertStatements(ctx, rows);
    const [best] = await insertStatements(ctx, [
      { userId: author.user.id, title: 'Buzzer beater buzzer', body: 'The buzzer again.', createdAt: at('2026-07-01T00:00:00Z') },
    ]);
    const { statements } = await search('q=buzzer&type=statements');
    expect(statements).toHaveLength(20);
    expect(statements[0].id).toBe(best);
  });

  it('shows the part of a long body around the match', async () => {
    const [hit] = (await search('q=zamboni&type=statements')).statements;
    expect(hit.id).toBe(ids.longBody);
    expect(hit.excerpt).toMatch(/^….*Zamboni broke and the goalie never recovered\.$/);
    expect(hit.excerpt.length).toBeLessThanOrEqual(162);
  });

  it("tolerates typos in names: 'halloren' finds Brett Halloran", async () => {
    const result = await search('q=halloren');
    expect(result.commentators.map((hit) => hit.slug)).toEqual(['brett-halloran']);
    expect(result.commentators[0]).toEqual({
      id: expect.any(Number),
      slug: 'brett-halloran',
      name: 'Brett Halloran',
      photo_url: null,
      sport_league_name: 'NFL',
    });
    expect((await search('q=vasques')).commentators.map((hit) => hit.slug)).toEqual(['nina-vasquez']);
    expect((await search('q=zzqqxx')).commentators).toEqual([]);
  });

  it('ranks the closest name first and finds text anywhere in a name', async () => {
    expect((await search('q=hal%20lorimer&type=commentators')).commentators[0].slug).toBe('hal-lorimer');
    expect((await search('q=hardwood')).podcasts.map((hit) => hit.slug)).toEqual(['the-hardwood-ledger']);
    expect((await search('q=hardwod')).shows.map((hit) => hit.slug)).toEqual(['hardwood-tonight']);
  });

  it('finds people by username, display name or account name, typos included', async () => {
    expect((await search('q=okafr&type=users')).users.map((user) => user.username)).toEqual(['hoops_oracle']);
    expect((await search('q=hoops_orcle&type=users')).users.map((user) => user.username)).toEqual(['hoops_oracle']);
    expect((await search('q=pemberton&type=users')).users).toEqual([
      { id: expect.any(Number), username: 'gridiron_gary', display_name: 'Gary Pemberton', photoURL: null },
    ]);
  });

  it('answers every kind by default (5 each) and only the asked kind with type', async () => {
    const all = await search('q=hardwood');
    expect(Object.keys(all).sort()).toEqual(['commentators', 'podcasts', 'q', 'shows', 'statements', 'users']);
    expect(all.q).toBe('hardwood');
    const one = await search('q=%20halloran%20&type=podcasts');
    expect(one).toEqual({ q: 'halloran', statements: [], users: [], commentators: [], podcasts: [], shows: [] });
    expect((await search('q=lakers&type=statements&limit=1')).statements).toHaveLength(1);
  });

  it('treats search syntax and wildcards as plain text', async () => {
    for (const q of ['lakers%20%26%20!', "'%3A*%7C", '%25%25', '___', 'a%5C%5Cb', '(lakers']) {
      const response = await ctx.app.inject({ url: `/api/search/?q=${q}` });
      expect(response.statusCode).toBe(200);
    }
    expect((await search('q=(lakers&type=statements')).statements).toHaveLength(3);
    expect((await search('q=%25%25')).commentators).toEqual([]);
  });

  it('refuses a missing, too short or too long query, an unknown type and a bad limit with a message', async () => {
    const cases: [string, string][] = [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20a%20', 'q'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=lakers&type=teams', 'type'],
      ['q=lakers&limit=0', 'limit'],
      ['q=lakers&limit=51', 'limit'],
      ['q=lakers&limit=abc', 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await ctx.app.inject({ url: `/api/search/?${query}` });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toHaveProperty([`querystring.${field}`]);
    }
    expect(json(await ctx.app.inject({ url: '/api/search/?q=a' })).detail).toContain('Type at least 2 characters to search.');
  });
});

describe('search helpers', () => {
  it('turns any text into a safe tsquery: words only, the last one a prefix', () => {
    expect(tsqueryText('Lakers in 6')).toBe('lakers & in & 6');
    expect(tsqueryText("o'neal & (shaq | kobe):*")).toBe('o & neal & shaq & kobe:*');
    expect(tsqueryText('!!! ???')).toBeNull();
    expect(tsqueryText('#123456')).toBe('123456');
    expect(tsqueryText('mvp')).toBe('mvp:*');
  });

  it('excerpts short bodies whole and long ones around the first match', () => {
    expect(excerptOf('  Short   body. ', 'x')).toBe('Short body.');
    const body = `${'word '.repeat(60)}needle here ${'tail '.repeat(40)}`;
    const excerpt = excerptOf(body, 'needle');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).toContain('needle here');
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
