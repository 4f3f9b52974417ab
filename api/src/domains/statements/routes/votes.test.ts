import fc from 'fast-check';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../repositories/sql';
import type { Statement, VoteToggleResponse, VoteType } from '@receipts/contract';
import { createTestApp, createUserWithSession, json, usingPostgres, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, countMismatches, insertStatements } from '../../../test/content';

const TOGGLE = '/api/content-api/votes/toggle/';
let ctx: TestContext;
let users: Awaited<ReturnType<typeof createUserWithSession>>[];

beforeAll(async () => {
  ctx = await createTestApp();
  users = [];
  for (let i = 0; i < 50; i++) users.push(await createUserWithSession(ctx));
});
afterAll(() => ctx.close());

const toggle = (user: (typeof users)[number], statementId: number, voteType: VoteType) =>
  ctx.app.inject({ method: 'POST', url: TOGGLE, headers: user.headers, payload: { statement_id: statementId, vote_type: voteType } });

const newStatement = async () => (await insertStatements(ctx, [{ userId: users[0].user.id }]))[0];
const statement = async (id: number, headers: Record<string, string> = {}) =>
  json<Statement>(await ctx.app.inject({ url: `${STATEMENTS_URL}${id}/`, headers }));

describe('POST /api/content-api/votes/toggle/', () => {
  it('adds, removes on the same direction, switches on the opposite one', async () => {
    const id = await newStatement();
    const [alice] = users;
    const added = await toggle(alice, id, 'upvote');
    expect(added.statusCode).toBe(200);
    expect(json<VoteToggleResponse>(added)).toEqual({
      data: { status: 'vote added', vote: 'upvote' },
      votes: { upvotes: 1, downvotes: 0 },
    });
    expect((await statement(id, alice.headers)).user_vote).toBe('upvote');
    expect(json(await toggle(alice, id, 'downvote'))).toEqual({
      data: { status: 'vote changed', vote: 'downvote' },
      votes: { upvotes: 0, downvotes: 1 },
    });
    expect(json(await toggle(alice, id, 'downvote'))).toEqual({
      data: { status: 'vote removed', vote: null },
      votes: { upvotes: 0, downvotes: 0 },
    });
    const after = await statement(id, alice.headers);
    expect(after.user_vote).toBeNull();
    expect(after.votes).toEqual({ upvotes: 0, downvotes: 0 });
  });

  it('keeps the popular order in step with the votes (score)', async () => {
    const [a, b] = [await newStatement(), await newStatement()];
    await toggle(users[1], a, 'upvote');
    await toggle(users[2], a, 'upvote');
    await toggle(users[3], b, 'downvote');
    const popular = json<Statement[]>(await ctx.app.inject({ url: `${STATEMENTS_URL}?sort_by=popular&per_page=50` }));
    const ids = popular.map((s) => s.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(ids[ids.length - 1]).toBe(b);
    expect(await countMismatches(ctx)).toEqual([]);
  });

  it('needs a session (401), a real statement (404) and a valid body (400)', async () => {
    const id = await newStatement();
    expect((await ctx.app.inject({ method: 'POST', url: TOGGLE, payload: { statement_id: id, vote_type: 'upvote' } })).statusCode).toBe(
      401,
    );
    expect((await toggle(users[0], 987654321, 'upvote')).statusCode).toBe(404);
    for (const payload of [
      {},
      { statement_id: id },
      { statement_id: id, vote_type: 'sideways' },
      { statement_id: String(id), vote_type: 'upvote' },
      { statement_id: -1, vote_type: 'upvote' },
      { statement_id: 1.5, vote_type: 'upvote' },
      { statement_id: 2 ** 60, vote_type: 'upvote' },
      { statement_id: null, vote_type: 'upvote' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: TOGGLE, headers: users[0].headers, payload });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toBeDefined();
    }
  });
});

/** On PostgreSQL, samples (from its own connection) how many lock requests are waiting, while a race runs. */
async function lockWatcher(): Promise<{ stop(): Promise<number> }> {
  if (!usingPostgres()) return { stop: async () => 0 };
  const [{ name }] = await rowsOf<{ name: string }>(ctx.database.db, sql`SELECT current_database() AS name`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  let running = true;
  let most = 0;
  const loop = (async () => {
    while (running) {
      const result = await client.query(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
                                         WHERE NOT l.granted AND d.datname = $1`,
        [name],
      );
      most = Math.max(most, result.rows[0].n);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return most;
    },
  };
}

describe('vote races', () => {
  it(`50 users toggling the same statement at once neither lose nor double a count (${usingPostgres() ? 'PostgreSQL, real concurrency' : 'PGlite'})`, async () => {
    const id = await newStatement();
    const watcher = await lockWatcher();
    const first = await Promise.all(users.map((user, i) => toggle(user, id, i % 5 === 0 ? 'downvote' : 'upvote')));
    const waits = await watcher.stop();
    // On PostgreSQL the toggles really overlap: some of them had to wait for the statement's row lock.
    if (usingPostgres()) expect(waits).toBeGreaterThan(0);
    expect(first.every((response) => response.statusCode === 200)).toBe(true);
    expect((await statement(id)).votes).toEqual({ upvotes: 40, downvotes: 10 });

    // Everyone again at once: the first 20 repeat their vote (removed), the next 20 switch, the rest repeat.
    const second = await Promise.all(
      users.map((user, i) => {
        const had: VoteType = i % 5 === 0 ? 'downvote' : 'upvote';
        const opposite: VoteType = had === 'upvote' ? 'downvote' : 'upvote';
        return toggle(user, id, i >= 20 && i < 40 ? opposite : had);
      }),
    );
    const statuses = second.map((response) => json<VoteToggleResponse>(response).data.status);
    expect(statuses.filter((s) => s === 'vote removed')).toHaveLength(30);
    expect(statuses.filter((s) => s === 'vote changed')).toHaveLength(20);
    // Switched: users 20..39 → 16 up→down, 4 down→up.
    expect((await statement(id)).votes).toEqual({ upvotes: 4, downvotes: 16 });
    expect(await countMismatches(ctx)).toEqual([]);
  });

  it('the same user double-clicking (two toggles at once) ends consistent', async () => {
    const id = await newStatement();
    await Promise.all(users.slice(0, 25).flatMap((user) => [toggle(user, id, 'upvote'), toggle(user, id, 'upvote')]));
    // Each user's two toggles are serialised: added, then removed.
    expect((await statement(id)).votes).toEqual({ upvotes: 0, downvotes: 0 });
    expect(await countMismatches(ctx)).toEqual([]);
  });

  it('property: after any sequence of toggles the stored counts equal the vote rows and the model', async () => {
    const step = fc.record({ user: fc.nat({ max: 5 }), target: fc.nat({ max: 1 }), vote: fc.constantFrom<VoteType>('upvote', 'downvote') });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), fc.array(step, { maxLength: 25 }), async (sequential, concurrent) => {
        const targets = [await newStatement(), await newStatement()];
        const model = new Map<string, VoteType>();
        for (const { user, target, vote } of sequential) {
          const key = `${user}:${target}`;
          const response = json<VoteToggleResponse>(await toggle(users[user], targets[target], vote));
          const before = model.get(key);
          const expected = before === undefined ? 'vote added' : before === vote ? 'vote removed' : 'vote changed';
          expect(response.data.status).toBe(expected);
          if (before === vote) model.delete(key);
          else model.set(key, vote);
        }
        for (const [t, id] of targets.entries()) {
          const mine = [...model.entries()].filter(([key]) => key.endsWith(`:${t}`)).map(([, vote]) => vote);
          expect((await statement(id)).votes).toEqual({
            upvotes: mine.filter((v) => v === 'upvote').length,
            downvotes: mine.filter((v) => v === 'downvote').length,
          });
        }
        // Then a burst in parallel: the order is up to the database, the invariant is not.
        await Promise.all(concurrent.map(({ user, target, vote }) => toggle(users[user], targets[target], vote)));
        expect(await countMismatches(ctx)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
