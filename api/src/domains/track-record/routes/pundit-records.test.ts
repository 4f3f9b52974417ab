import fc from 'fast-check';
import type { PunditLeaderboardResponse, PunditRecord } from '@receipts/contract';
import { commentators } from '../../../db/schema';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL } from '../../../test/content';
import { movableClock, setOutcome } from '../../../test/track-record';
import { countedReceipt, insertPundits, postReceipt, settleSource } from '../../../test/pundits';

const clock = movableClock('2026-11-20T12:00:00Z');
let ctx: TestContext;
let poster: Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now, minResolvedToRank: 3 });
  await insertPundits(ctx);
  poster = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
});
afterAll(() => ctx.close());

const record = async (path: string, query = '') => {
  const response = await ctx.app.inject({ url: `/api/${path}/record/${query}` });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return json<PunditRecord>(response);
};
const board = async (query: string) => json<PunditLeaderboardResponse>(await ctx.app.inject({ url: `/api/leaderboards/?${query}` }));
const nfl = { league: 'NFL', team_a: null };

describe('a pundit’s record', () => {
  it('counts confirmed, resolved receipts only; arithmetic checked by hand', async () => {
    // Ana, in resolution order: correct (NBA), correct (NFL), incorrect (NBA), push (NBA), correct (NBA).
    await countedReceipt(ctx, poster.headers, staff.headers, 'correct');
    await countedReceipt(ctx, poster.headers, staff.headers, 'correct', {}, nfl);
    await countedReceipt(ctx, poster.headers, staff.headers, 'incorrect');
    await countedReceipt(ctx, poster.headers, staff.headers, 'push');
    const last = await countedReceipt(ctx, poster.headers, staff.headers, 'correct');
    // Not counted: an unconfirmed correct one, a disputed incorrect one, a confirmed pending one, and Ben's.
    const unconfirmed = await postReceipt(ctx, poster.headers);
    await setOutcome(ctx, staff.headers, unconfirmed.id, 'correct');
    const disputed = await postReceipt(ctx, poster.headers);
    await settleSource(ctx, staff.headers, disputed.id, 'disputed');
    await setOutcome(ctx, staff.headers, disputed.id, 'incorrect');
    await settleSource(ctx, staff.headers, (await postReceipt(ctx, poster.headers)).id, 'confirmed');
    await countedReceipt(ctx, poster.headers, staff.headers, 'incorrect', { slug: 'ben-brooks' });

    const ana = await record('commentators/ana-alvarez');
    expect(ana.pundit).toEqual({
      kind: 'commentator',
      slug: 'ana-alvarez',
      name: 'Ana Alvarez',
      photo_url: 'https://example.test/ana.png',
    });
    // 3 right of 4 judged: 0.75; Wilson 95% lower bound (0.75 + 1.96²/8 − 1.96·√(0.75·0.25/4 + 1.96²/64)) / (1 + 1.96²/4) = 0.3006.
    expect(ana.summary).toEqual({
      resolved: 4,
      correct: 3,
      incorrect: 1,
      push: 1,
      accuracy: 0.75,
      accuracy_low: 0.3006,
      current_streak: 1,
    });
    expect(ana.by_league).toEqual([
      { league: 'NBA', resolved: 3, correct: 2, incorrect: 1, push: 1, accuracy: 0.6667, accuracy_low: 0.2077, current_streak: 1 },
      { league: 'NFL', resolved: 1, correct: 1, incorrect: 0, push: 0, accuracy: 1, accuracy_low: 0.2065, current_streak: 1 },
    ]);
    expect(ana.latest_receipts).toHaveLength(5);
    expect(ana.latest_receipts[0].id).toBe(last.id);
    expect(ana.min_resolved).toBe(3);
    expect((await record('commentators/ana-alvarez', '?league=NFL')).summary.resolved).toBe(1);
  });

  it('keeps counting a receipt deleted after lock, without listing it', async () => {
    const before = await record('commentators/ben-brooks');
    const gone = await countedReceipt(ctx, poster.headers, staff.headers, 'correct', { slug: 'ben-brooks' });
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${gone.id}/`, headers: poster.headers });
    expect(deleted.statusCode).toBe(204);
    const after = await record('commentators/ben-brooks');
    expect(after.summary.correct).toBe(before.summary.correct + 1);
    expect(after.latest_receipts.map((s) => s.id)).not.toContain(gone.id);
  });

  it('answers 404 for an unknown pundit and an empty record for one with no receipts', async () => {
    const missing = await ctx.app.inject({ url: '/api/podcasts/nobody/record/' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('Podcast not found');
    expect((await record('shows/game-night')).summary).toEqual({
      resolved: 0,
      correct: 0,
      incorrect: 0,
      push: 0,
      accuracy: null,
      accuracy_low: null,
      current_streak: 0,
    });
  });
});

describe('GET /api/leaderboards/?scope=', () => {
  it('ranks pundits with enough resolved receipts by the Wilson lower bound; users stay the default', async () => {
    // Ben: 1 incorrect, 1 correct (deleted after lock) so far; three more correct: 4 of 5, lower bound 0.3755 > Ana's 0.3006.
    for (let i = 0; i < 3; i++) await countedReceipt(ctx, poster.headers, staff.headers, 'correct', { slug: 'ben-brooks' });
    const commentatorsBoard = await board('scope=commentators');
    expect(commentatorsBoard).toMatchObject({ scope: 'commentators', window: 'all', league: null, min_resolved: 3, has_more: false });
    // Streaks: Ben incorrect, then four correct; Ana correct, correct, incorrect, push, correct.
    expect(commentatorsBoard.rows.map((row) => [row.rank, row.pundit.slug, row.resolved, row.accuracy_low, row.current_streak])).toEqual([
      [1, 'ben-brooks', 5, 0.3755, 4],
      [2, 'ana-alvarez', 4, 0.3006, 1],
    ]);
    expect((await board('scope=commentators&league=NFL')).rows).toEqual([]);
    expect((await board('scope=podcasts')).rows).toEqual([]);
    expect((await board('')).scope).toBe('users');
    expect((await ctx.app.inject({ url: '/api/leaderboards/?scope=pundits' })).statusCode).toBe(400);
  });

  it('sorts a directory list by accuracy (the same lower bound), pundits with no counted receipt last by name', async () => {
    const list = json<{ slug: string }[]>(await ctx.app.inject({ url: '/api/commentators/?sort=accuracy' }));
    expect(list.map((c) => c.slug).slice(0, 2)).toEqual(['ben-brooks', 'ana-alvarez']);
    expect((await ctx.app.inject({ url: '/api/commentators/?sort=best' })).statusCode).toBe(400);
  });

  it('windows go by resolution date', async () => {
    clock.addDays(10);
    try {
      expect((await board('scope=commentators&window=7d')).rows).toEqual([]);
      expect((await board('scope=commentators&window=season')).rows).toHaveLength(2);
      expect((await record('commentators/ana-alvarez', '?window=7d')).summary.resolved).toBe(0);
    } finally {
      clock.addDays(-10);
    }
  });
});

type Outcome = 'correct' | 'incorrect' | 'push' | 'pending';
interface Planned {
  pundit: number;
  confirmed: boolean;
  outcome: Outcome;
  nfl: boolean;
}

/** The record recomputed from scratch from the plan, written independently of the API's code. */
function expectedOf(plan: Planned[], pundit: number) {
  const counted = plan.filter((p) => p.pundit === pundit && p.confirmed && p.outcome !== 'pending');
  const correct = counted.filter((p) => p.outcome === 'correct').length;
  const incorrect = counted.filter((p) => p.outcome === 'incorrect').length;
  const judged = counted.filter((p) => p.outcome !== 'push').reverse();
  const firstMiss = judged.findIndex((p) => p.outcome === 'incorrect');
  return {
    resolved: correct + incorrect,
    correct,
    incorrect,
    push: counted.length - correct - incorrect,
    accuracy: correct + incorrect ? Math.round((correct / (correct + incorrect)) * 10_000) / 10_000 : null,
    current_streak: firstMiss === -1 ? judged.length : firstMiss,
  };
}

describe('property: the record equals a from-scratch recomputation', () => {
  it('for any mix of statuses, outcomes and leagues', async () => {
    let run = 0;
    const planned = fc.record({
      pundit: fc.nat({ max: 1 }),
      confirmed: fc.boolean(),
      outcome: fc.constantFrom<Outcome>('correct', 'incorrect', 'push', 'pending'),
      nfl: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(planned, { maxLength: 8 }), async (plan) => {
        run += 1;
        const slugs = [`prop-a-${run}`, `prop-b-${run}`];
        await ctx.database.db.insert(commentators).values(slugs.map((slug) => ({ slug, name: slug })));
        for (const p of plan) {
          const receipt = await postReceipt(ctx, poster.headers, { slug: slugs[p.pundit] }, p.nfl ? nfl : {});
          if (p.confirmed) await settleSource(ctx, staff.headers, receipt.id, 'confirmed');
          if (p.outcome !== 'pending') await setOutcome(ctx, staff.headers, receipt.id, p.outcome);
        }
        for (const [index, slug] of slugs.entries()) {
          const found = await record(`commentators/${slug}`);
          expect(found.summary).toMatchObject(expectedOf(plan, index));
          const nflOnly = plan.filter((p) => p.nfl);
          const nflExpected = expectedOf(nflOnly, index);
          const nflRow = found.by_league.find((row) => row.league === 'NFL');
          if (nflExpected.resolved + nflExpected.push === 0) expect(nflRow).toBeUndefined();
          else expect(nflRow).toMatchObject(nflExpected);
        }
        // The board's rows (its own SQL, streak included) agree too, for the pundits with enough resolved.
        const rows = (await board('scope=commentators')).rows;
        for (const [index, slug] of slugs.entries()) {
          const expected = expectedOf(plan, index);
          const row = rows.find((r) => r.pundit.slug === slug);
          if (expected.resolved < 3) expect(row).toBeUndefined();
          else expect(row).toMatchObject(expected);
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe('a new outcome', () => {
  it('shows at once on the pundit’s record and on a board read just before it (the write drops the cached pages)', async () => {
    const lowdown = { kind: 'podcast' as const, slug: 'the-lowdown' };
    for (let i = 0; i < 3; i++) await countedReceipt(ctx, poster.headers, staff.headers, 'correct', lowdown);
    const rowOf = async () => (await board('scope=podcasts')).rows.find((row) => row.pundit.slug === 'the-lowdown');
    expect((await rowOf())?.resolved).toBe(3);
    expect((await record('podcasts/the-lowdown')).summary.resolved).toBe(3);
    const next = await postReceipt(ctx, poster.headers, lowdown);
    await settleSource(ctx, staff.headers, next.id, 'confirmed');
    expect((await rowOf())?.resolved).toBe(3);
    await setOutcome(ctx, staff.headers, next.id, 'incorrect');
    // Well inside the board's page-cache lifetime: only the outcome's write can have dropped what was kept.
    expect(await rowOf()).toMatchObject({ resolved: 4, correct: 3, incorrect: 1, current_streak: 0 });
    expect((await record('podcasts/the-lowdown')).summary).toMatchObject({ resolved: 4, incorrect: 1, current_streak: 0 });
  });
});
