import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { EntityKind, Outcome } from '@receipts/contract';
import { commentators, podcasts } from '../../../db/schema';
import { punditRecordsRepository } from '../data/pundit-records';
import { rowsOf } from '../../../repositories/sql';
import { ANY_STANDING, createTestApp, createUserWithSession, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL } from '../../../test/content';
import { movableClock } from '../../../test/track-record';
import { checkSource, postReceipt, settleSource } from '../../../test/pundits';

type Person = Awaited<ReturnType<typeof createUserWithSession>>;

const clock = movableClock('2026-11-20T12:00:00Z');
let ctx: TestContext;
let poster: Person;
let staff: Person;
let members: Person[];

beforeAll(async () => {
  ctx = await createTestApp({ ...ANY_STANDING, now: clock.now, minResolvedToRank: 1 });
  poster = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
  members = [];
  for (let i = 0; i < 3; i++) members.push(await createUserWithSession(ctx));
});
afterAll(() => ctx.close());

const repos = () => {
  const timeClock = { timeZone: ctx.app.config.trackRecordTimeZone, now: clock.now };
  return {
    boards: punditRecordsRepository(ctx.database.db, timeClock, 1),
    live: punditRecordsRepository(ctx.database.db, timeClock, 1, undefined, { aggregates: false }),
  };
};

/**
 * TRUNCATE … CASCADE locks the statements' tables one after another; the app's own jobs (a notification written, a
 * score refreshed) can hold one of them and wait for another, which PostgreSQL breaks as a deadlock (40P01) by
 * cancelling one side. The truncate is then simply tried again, as an application would.
 */
async function truncateStatements(tries = 5): Promise<void> {
  try {
    await ctx.database.db.execute(sql`TRUNCATE statements CASCADE`);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code !== '40P01' || tries <= 1) throw error;
    await truncateStatements(tries - 1);
  }
}

/** The all-time board from pundit_boards equals the one computed live from the receipts, for every kind. */
async function expectBoardsLive() {
  const { boards, live } = repos();
  for (const kind of ['commentator', 'podcast', 'show'] as EntityKind[]) {
    const fromBoards = await boards.leaderboard(kind, 'all', undefined, 1, 1000);
    const fromReceipts = await live.leaderboard(kind, 'all', undefined, 1, 1000);
    expect(JSON.stringify(fromBoards)).toBe(JSON.stringify(fromReceipts));
  }
  // No row for a pundit without a counted receipt, none missing or stale (pushes-only pundits included).
  const stale = await rowsOf(
    ctx.database.db,
    sql`
    SELECT b.pundit_kind, b.pundit_id FROM pundit_boards b
    FULL JOIN (
      SELECT said_by_kind, said_by_id,
             count(*) FILTER (WHERE outcome = 'correct') AS correct,
             count(*) FILTER (WHERE outcome = 'incorrect') AS incorrect,
             count(*) FILTER (WHERE outcome = 'push') AS push
      FROM statements
      WHERE said_by_kind IS NOT NULL AND source_status = 'confirmed' AND statement_type = 'prediction'
        AND outcome IN ('correct', 'incorrect', 'push')
      GROUP BY 1, 2) c ON c.said_by_kind = b.pundit_kind AND c.said_by_id = b.pundit_id
    WHERE b.pundit_id IS NULL OR c.said_by_id IS NULL
       OR (b.correct, b.incorrect, b.push) IS DISTINCT FROM (c.correct::int, c.incorrect::int, c.push::int)`,
  );
  expect(stale).toEqual([]);
}

type Step =
  | { op: 'create'; pundit: number; nfl: boolean }
  | { op: 'check'; pick: number; member: number; verdict: 'confirm' | 'dispute' }
  | { op: 'settle'; pick: number; status: 'confirmed' | 'disputed' | 'unconfirmed' }
  | { op: 'outcome'; pick: number; outcome: Outcome }
  | { op: 'delete'; pick: number }
  | { op: 'moderate'; pick: number; action: 'hide' | 'restore' | 'remove' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('create' as const), pundit: fc.nat({ max: 2 }), nfl: fc.boolean() }),
  fc.record({
    op: fc.constant('check' as const),
    pick: fc.nat(),
    member: fc.nat({ max: 2 }),
    verdict: fc.constantFrom('confirm' as const, 'dispute' as const),
  }),
  fc.record({
    op: fc.constant('settle' as const),
    pick: fc.nat(),
    status: fc.constantFrom('confirmed' as const, 'disputed' as const, 'unconfirmed' as const),
  }),
  fc.record({
    op: fc.constant('outcome' as const),
    pick: fc.nat(),
    outcome: fc.constantFrom<Outcome>('correct', 'incorrect', 'push', 'pending'),
  }),
  fc.record({ op: fc.constant('outcome' as const), pick: fc.nat(), outcome: fc.constantFrom<Outcome>('correct', 'incorrect') }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('moderate' as const),
    pick: fc.nat(),
    action: fc.constantFrom('hide' as const, 'restore' as const, 'remove' as const),
  }),
);

describe('pundit_boards: the all-time board kept by triggers', () => {
  it('equals the live computation after any sequence of creates, checks, settles, resolves, reopens, deletes and moderation', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        run += 1;
        const slugs = [`board-a-${run}`, `board-b-${run}`];
        await ctx.database.db.insert(commentators).values(slugs.map((slug) => ({ slug, name: slug })));
        await ctx.database.db.insert(podcasts).values({ slug: `board-p-${run}`, name: `board-p-${run}` });
        const targets = [
          { kind: 'commentator' as const, slug: slugs[0] },
          { kind: 'commentator' as const, slug: slugs[1] },
          { kind: 'podcast' as const, slug: `board-p-${run}` },
        ];
        const ids: number[] = [];
        for (const s of steps) {
          if (s.op === 'create') {
            const t = targets[s.pundit];
            ids.push((await postReceipt(ctx, poster.headers, t, s.nfl ? { league: 'NFL', team_a: null } : {})).id);
            continue;
          }
          if (!ids.length) continue;
          const id = ids[s.pick % ids.length];
          // Refusals (a check of a settled source, a resolve of a deleted receipt…) are part of the sequence too.
          if (s.op === 'check') await checkSource(ctx, members[s.member].headers, id, s.verdict);
          if (s.op === 'settle') await settleSource(ctx, staff.headers, id, s.status);
          if (s.op === 'outcome') {
            await ctx.app.inject({
              method: 'PATCH',
              url: `${STATEMENTS_URL}${id}/outcome/`,
              headers: staff.headers,
              payload: { outcome: s.outcome },
            });
          }
          if (s.op === 'delete') await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${id}/`, headers: poster.headers });
          if (s.op === 'moderate') {
            await ctx.app.inject({
              method: 'POST',
              url: '/api/moderation/actions/',
              headers: staff.headers,
              payload: { target_type: 'statement', target_id: id, action: s.action, reason: 'Property test' },
            });
          }
        }
        await expectBoardsLive();
      }),
      { numRuns: 12 },
    );
  });

  it('stays exact under concurrent resolves of one pundit’s receipts', async () => {
    await ctx.database.db.insert(commentators).values({ slug: 'board-busy', name: 'Busy' });
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const id = (await postReceipt(ctx, poster.headers, { slug: 'board-busy' })).id;
      expect((await settleSource(ctx, staff.headers, id, 'confirmed')).statusCode).toBe(200);
      ids.push(id);
    }
    const resolve = (id: number, outcome: Outcome) =>
      ctx.app.inject({ method: 'PATCH', url: `${STATEMENTS_URL}${id}/outcome/`, headers: staff.headers, payload: { outcome } });
    const first = await Promise.all(ids.map((id, i) => resolve(id, i % 3 ? 'correct' : 'incorrect')));
    expect(first.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    await expectBoardsLive();
    const [row] = (await repos().boards.leaderboard('commentator', 'all', undefined, 1, 1000)).rows.filter(
      (r) => r.pundit.slug === 'board-busy',
    );
    expect(row).toMatchObject({ correct: 5, incorrect: 3, push: 0 });
    await Promise.all(ids.map((id, i) => resolve(id, i % 2 ? 'pending' : 'push')));
    await expectBoardsLive();
  });

  it('refills from scratch to the same rows, and empties with the receipts when statements are truncated', async () => {
    const all = sql`SELECT * FROM pundit_boards ORDER BY pundit_kind, pundit_id`;
    const before = await rowsOf(ctx.database.db, all);
    expect(before.length).toBeGreaterThan(0);
    await ctx.database.db.execute(sql`SELECT pundit_boards_refill()`);
    expect(await rowsOf(ctx.database.db, all)).toEqual(before);
    await truncateStatements();
    expect(await rowsOf(ctx.database.db, all)).toEqual([]);
  });
});
