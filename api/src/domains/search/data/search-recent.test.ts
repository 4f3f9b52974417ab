import { sql } from 'drizzle-orm';
import type { SearchResponse } from '@receipts/contract';
import { insertStatements } from '../../../test/content';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { RECENT_ENOUGH } from './search';
import { rowsOf } from '../../../repositories/sql';

// search_recent (migration 0008): the newest takes' vectors that a search reads first. What it must keep true:
// it holds every non-deleted take at or after its oldest row, about the newest 3,000.
let ctx: TestContext;
let userId: number;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

beforeEach(async () => {
  ctx = await createTestApp();
  userId = (await createUserWithSession(ctx, { username: 'recent_tester' })).user.id;
});
afterEach(() => ctx.close());

const recentIds = async () =>
  (await rowsOf<{ id: number | string }>(ctx.database.db, sql`SELECT id FROM search_recent ORDER BY id`)).map((row) => Number(row.id));
const takes = async (q: string) => {
  const response = await ctx.app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}&type=statements` });
  return json<SearchResponse>(response).statements.map((hit) => hit.id);
};
const common = (word: string, from: number) =>
  Array.from({ length: RECENT_ENOUGH }, (_, i) => ({ userId, title: `${word} take ${i}`, createdAt: day(from + i) }));

describe('search_recent', () => {
  it('takes in every new statement, and a deleted or edited take leaves or changes there too', async () => {
    const ids = await insertStatements(ctx, [...common('zamboni', 10), { userId, title: 'Zamboni flood', createdAt: day(30) }]);
    expect(await recentIds()).toEqual(ids);
    const flood = ids[ids.length - 1];
    expect(await takes('zamboni')).toContain(flood);

    await ctx.database.db.execute(sql`UPDATE statements SET deleted_at = now() WHERE id = ${flood}`);
    expect(await recentIds()).not.toContain(flood);
    expect(await takes('zamboni')).not.toContain(flood);

    await ctx.database.db.execute(sql`UPDATE statements SET title = 'Crease violation' WHERE id = ${ids[0]}`);
    expect(await takes('crease')).toEqual([ids[0]]);
    expect(await takes('zamboni')).not.toContain(ids[0]);
  });

  it('does not take in a statement older than its oldest row (the window stays gap-free), yet search finds it', async () => {
    await insertStatements(ctx, common('icing', 50));
    const [old] = await insertStatements(ctx, [{ userId, title: 'Icing the kicker', createdAt: day(1) }]);
    expect(await recentIds()).not.toContain(old);
    // A common word is ranked among its newest matches, so the old one is not among them…
    expect(await takes('icing')).not.toContain(old);
    // …while a rarer word falls back to the full index.
    expect(await takes('kicker')).toEqual([old]);
    // The list (newest first) pages exactly either way: a page the window fills, and one it cannot.
    const list = async (query: string) =>
      json<{ id: number }[]>(await ctx.app.inject({ url: `/api/content-api/statements/?${query}` })).map((row) => row.id);
    expect(await list('search=icing&per_page=10')).not.toContain(old);
    expect((await list('search=icing&per_page=20')).slice(-1)).toEqual([old]);
  });

  it('keeps the newest 3,000 once it passes 3,500', async () => {
    const fillers = (from: number, to: number) =>
      ctx.database.db.execute(sql`
      INSERT INTO statements (user_id, statement_type, title, body, created_at)
      SELECT ${userId}, 'opinion', 'Filler take ' || g, 'Body', timestamptz '2026-01-01' + g * interval '1 minute'
      FROM generate_series(${from}::int, ${to}::int) g`);
    await fillers(1, 10); // the first insert into an empty window refills it (newest 3,000 of the takes)
    await fillers(11, 3400);
    expect((await recentIds()).length).toBe(3400);
    await ctx.database.db.execute(sql`
      INSERT INTO statements (user_id, statement_type, title, body, created_at)
      SELECT ${userId}, 'opinion', 'Later take ' || g, 'Body', timestamptz '2026-06-01' + g * interval '1 minute'
      FROM generate_series(1, 200) g`);
    const [kept] = await rowsOf<{ n: number | string; oldest: string }>(
      ctx.database.db,
      sql`SELECT count(*) AS n, min(created_at)::text AS oldest FROM search_recent`,
    );
    expect(Number(kept.n)).toBe(3000);
    // The newest 3,000 of 3,600: the first 600 fillers are gone.
    expect(new Date(kept.oldest).toISOString()).toBe(new Date(Date.UTC(2026, 0, 1) + 601 * 60_000).toISOString());
  });
});
