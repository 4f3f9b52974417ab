import { sql } from 'drizzle-orm';
import type { Statement } from '@receipts/contract';
import { HOT_SCORE, hotScore } from '@receipts/contract/trending';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, insertStatements, opinionPayload, postStatement, predictionPayload } from '../../../test/content';
import { movableClock } from '../../../test/track-record';
import { decayHotRanks } from '../data/trending';
import { rowsOf } from '../../../repositories/sql';

const HOUR = 3_600_000;
const clock = movableClock('2026-05-01T12:00:00Z');
let ctx: TestContext;
let author: Awaited<ReturnType<typeof createUserWithSession>>;
let voters: Awaited<ReturnType<typeof createUserWithSession>>[];

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
  // The start-up decay run reads the clock when it starts: let it finish before the tests move the clock.
  await ctx.app.jobs.drain();
  author = await createUserWithSession(ctx);
  voters = [];
  for (let i = 0; i < 4; i++) voters.push(await createUserWithSession(ctx));
});
afterAll(() => ctx.close());

const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * HOUR);
const trending = async (query = '') => {
  const response = await ctx.app.inject({ url: `/api/content-api/trending/${query}` });
  expect(response.statusCode).toBe(200);
  return json<Statement[]>(response);
};
const titles = (list: Statement[]) => list.map((statement) => statement.title);
const decay = () => decayHotRanks(ctx.database.db, clock.now());
const stored = async (id: number) =>
  (await rowsOf<{ hot_rank: number | null }>(ctx.database.db, sql`SELECT hot_rank FROM statements WHERE id = ${id}`))[0].hot_rank;
const clear = () => ctx.database.db.execute(sql`DELETE FROM statements`);

describe('the hot score', () => {
  beforeEach(clear);

  it('ranks a fresh statement with a few votes above a day-old one with many', async () => {
    await insertStatements(ctx, [
      {
        userId: author.user.id,
        statementType: 'prediction',
        title: 'Old and loved',
        upvotes: 120,
        downvotes: 10,
        commentCount: 40,
        createdAt: hoursAgo(26),
      },
      {
        userId: author.user.id,
        statementType: 'prediction',
        title: 'Fresh with a few votes',
        upvotes: 4,
        downvotes: 1,
        createdAt: hoursAgo(1),
      },
      { userId: author.user.id, statementType: 'prediction', title: 'Fresh, no votes', createdAt: hoursAgo(3) },
    ]);
    await decay();
    expect(titles(await trending('?window=week'))).toEqual(['Fresh with a few votes', 'Fresh, no votes', 'Old and loved']);
    // Today is the last 24 hours: the day-old one is not in it.
    expect(titles(await trending())).toEqual(['Fresh with a few votes', 'Fresh, no votes']);
  });

  it('stores the formula of the contract, counting comments, and decays with the clock until the week is over', async () => {
    const [many, few] = await insertStatements(ctx, [
      {
        userId: author.user.id,
        statementType: 'opinion',
        title: 'Older, many votes',
        upvotes: 50,
        downvotes: 0,
        commentCount: 0,
        createdAt: hoursAgo(10),
      },
      {
        userId: author.user.id,
        statementType: 'opinion',
        title: 'Newer, few votes',
        upvotes: 2,
        downvotes: 1,
        commentCount: 2,
        createdAt: hoursAgo(0),
      },
    ]);
    await decay();
    expect(await stored(few)).toBeCloseTo(hotScore({ upvotes: 2, downvotes: 1, comments: 2, ageHours: 0 }) as number, 10);
    expect(await stored(many)).toBeCloseTo(hotScore({ upvotes: 50, downvotes: 0, comments: 0, ageHours: 10 }) as number, 10);
    expect(titles(await trending('?tab=all&window=week'))).toEqual(['Newer, few votes', 'Older, many votes']);

    // A day later both have aged; the one with more votes fades more slowly and passes the other.
    clock.set(new Date(clock.now().getTime() + 25 * HOUR).toISOString());
    await decay();
    expect(await stored(few)).toBeCloseTo(hotScore({ upvotes: 2, downvotes: 1, comments: 2, ageHours: 25 }) as number, 10);
    expect(titles(await trending('?tab=all&window=week'))).toEqual(['Older, many votes', 'Newer, few votes']);
    expect(await trending('?tab=all')).toEqual([]);

    // Past the longest window they have no score and leave /trending.
    clock.set(new Date(clock.now().getTime() + HOT_SCORE.MAX_AGE_HOURS * HOUR).toISOString());
    const { cleared } = await decay();
    expect(cleared).toBe(2);
    expect(await stored(many)).toBeNull();
    expect(await trending('?tab=all&window=week')).toEqual([]);
  });

  it('moves at once on a vote and a comment through the API, on the API clock', async () => {
    const quiet = await postStatement(ctx, author.headers, opinionPayload({ title: 'Quiet take' }));
    clock.set(new Date(clock.now().getTime() + HOUR / 4).toISOString());
    const loud = await postStatement(ctx, author.headers, opinionPayload({ title: 'Loud take' }));
    expect(titles(await trending('?tab=hot-takes'))).toEqual(['Loud take', 'Quiet take']);

    for (const voter of voters.slice(0, 3)) {
      const vote = await ctx.app.inject({
        method: 'POST',
        url: '/api/content-api/votes/toggle/',
        headers: voter.headers,
        payload: { statement_id: quiet.id, vote_type: 'upvote' },
      });
      expect(vote.statusCode).toBe(200);
    }
    expect(await stored(quiet.id)).toBeCloseTo(hotScore({ upvotes: 3, downvotes: 0, comments: 0, ageHours: 0.25 }) as number, 10);
    expect(titles(await trending('?tab=hot-takes'))).toEqual(['Quiet take', 'Loud take']);

    for (let i = 0; i < 6; i++) {
      const comment = await ctx.app.inject({
        method: 'POST',
        url: '/api/content-api/comments/',
        headers: voters[3].headers,
        payload: { statement: loud.id, text: `Reply ${i}` },
      });
      expect(comment.statusCode).toBe(201);
    }
    expect(await stored(loud.id)).toBeCloseTo(hotScore({ upvotes: 0, downvotes: 0, comments: 6, ageHours: 0 }) as number, 10);
    expect(titles(await trending('?tab=hot-takes'))).toEqual(['Loud take', 'Quiet take']);
  });

  it('keeps predictions and hot takes apart, pages, and hides deleted statements', async () => {
    const prediction = await postStatement(ctx, author.headers, predictionPayload({ title: 'A prediction', event_date: null }));
    await postStatement(ctx, author.headers, opinionPayload({ title: 'A hot take' }));
    expect(titles(await trending())).toEqual(['A prediction']);
    expect(titles(await trending('?tab=hot-takes'))).toEqual(['A hot take']);
    expect(titles(await trending('?tab=all'))).toHaveLength(2);
    expect(titles(await trending('?tab=all&per_page=1&page=2'))).toHaveLength(1);
    expect(await trending('?tab=all&per_page=1&page=3')).toEqual([]);
    // Unlocked (event date ahead) predictions delete outright; locked ones stay hidden: either way not listed.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${prediction.id}/`, headers: author.headers })).statusCode,
    ).toBe(204);
    expect(await trending()).toEqual([]);
  });

  it('answers a clear 400 for an unknown tab or window', async () => {
    const tab = await ctx.app.inject({ url: '/api/content-api/trending/?tab=popular' });
    expect(tab.statusCode).toBe(400);
    expect(json(tab).detail).toMatch(/Unknown tab/);
    const window = await ctx.app.inject({ url: '/api/content-api/trending/?window=month' });
    expect(window.statusCode).toBe(400);
    expect(json(window).detail).toMatch(/Unknown window/);
  });
});
