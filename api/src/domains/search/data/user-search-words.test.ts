import { eq, sql } from 'drizzle-orm';
import { Client, type Pool } from 'pg';
import type { SearchResponse } from '@receipts/contract';
import { users } from '../../../db/schema';
import { createTestApp, createUserWithSession, json, usingPostgres, type TestContext } from '../../../test/harness';
import { rowsOf } from '../../../repositories/sql';

// People in search go through a dictionary of the words in their names (migration 0010): what it must keep true is
// that a person is found by the words of their names as they are now, and only by those.
let ctx: TestContext;

beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

const people = async (q: string) => {
  const response = await ctx.app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}&type=users` });
  return json<SearchResponse>(response).users.map((user) => user.username);
};
const wordsOf = async (userId: number) =>
  (await rowsOf<{ word: string }>(ctx.database.db, sql`SELECT word FROM user_search_words WHERE user_id = ${userId} ORDER BY word`)).map(
    (row) => row.word,
  );

describe('people search through the words of their names', () => {
  it("keeps a person's words: username, display name and name, lower-cased, split at spaces and punctuation", async () => {
    const { user } = await createUserWithSession(ctx, { username: 'hoops_oracle', displayName: 'Marisol Okafor-Díaz', name: 'M. O.' });
    expect(await wordsOf(user.id)).toEqual(['díaz', 'hoops', 'm', 'marisol', 'o', 'okafor', 'oracle']);
  });

  it('finds a renamed person by the new name only, and a deleted person no more', async () => {
    const { user } = await createUserWithSession(ctx, { username: 'gridiron_gary', displayName: 'Gary Pemberton' });
    expect(await people('pemberton')).toEqual(['gridiron_gary']);

    await ctx.database.db.update(users).set({ displayName: 'Gary Wexley' }).where(eq(users.id, user.id));
    expect(await people('pemberton')).toEqual([]);
    expect(await people('wexly')).toEqual(['gridiron_gary']);

    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await people('wexley')).toEqual([]);
    expect(await wordsOf(user.id)).toEqual([]);
  });

  it('needs every word of the query in one person, ranks the closer match first, typos and prefixes included', async () => {
    await createUserWithSession(ctx, { username: 'brett_h', displayName: 'Brett Halloran' });
    await createUserWithSession(ctx, { username: 'lena_h', displayName: 'Lena Halloran' });
    await createUserWithSession(ctx, { username: 'brett_k', displayName: 'Brett Kowalski' });

    expect(await people('brett halloren')).toEqual(['brett_h']);
    expect(await people('halloren')).toEqual(['brett_h', 'lena_h']);
    expect(await people('lena hallo')).toEqual(['lena_h']);
    expect(await people('brett kowalski')).toEqual(['brett_k']);
    // Brett Kowalski matches 'brett' exactly and nothing for 'halloran': not everyone with one of the words.
    expect(await people('brett halloran')).toEqual(['brett_h']);
  });

  (usingPostgres() ? it : it.skip)('works in a session that has not loaded pg_trgm yet, and leaves its threshold as it was', async () => {
    await createUserWithSession(ctx, { username: 'gridiron_gary', displayName: 'Gary Pemberton' });
    const pool = (ctx.database.db as unknown as { $client: Pool }).$client;
    const fresh = new Client({ connectionString: pool.options.connectionString });
    await fresh.connect();
    try {
      const { rows } = await fresh.query("SELECT kind FROM search_names('pembertn', '%pembertn%', 5, true, true, true, true)");
      expect(rows).toEqual([{ kind: 'users' }]);
      const setting = await fresh.query("SELECT current_setting('pg_trgm.word_similarity_threshold') AS value");
      expect(setting.rows[0].value).toBe('0.6');
    } finally {
      await fresh.end();
    }
  });
});
