import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { statedProbability, type Outcome, type UserRecord } from '@receipts/contract';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, postStatement, predictionPayload } from '../../../test/content';
import { movableClock } from '../../../test/track-record';
import { addDays, dayIn } from './days';
import { rowsOf } from '../../../repositories/sql';

/**
 * Property: after any sequence of create, resolve, re-resolve, reopen, delete (before and after lock) and days
 * passing, score_days and score_boards equal a from-scratch recomputation from the statements, written here
 * independently of the code under test (floats, not 1/400 units; its own windows and streaks).
 */
const ZONE = 'America/New_York';
const clock = movableClock('2026-12-28T15:00:00Z');
let ctx: TestContext;
let staff: Record<string, string>;
const users: { id: number; username: string; headers: Record<string, string> }[] = [];
const ids: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now, trackRecordTimeZone: ZONE });
  staff = (await createUserWithSession(ctx, { isStaff: true })).headers;
  for (let i = 0; i < 3; i += 1) {
    const { user, headers } = await createUserWithSession(ctx);
    users.push({ id: user.id, username: user.username, headers });
  }
});
afterAll(() => ctx.close());

type Action =
  | { kind: 'create'; user: number; when: 'none' | 'today' | 'tomorrow'; confidence: number | null; league: 'NBA' | 'NFL' }
  | { kind: 'resolve'; pick: number; outcome: Outcome }
  | { kind: 'delete'; pick: number }
  | { kind: 'days'; days: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    user: fc.integer({ min: 0, max: 2 }),
    when: fc.constantFrom('none' as const, 'today' as const, 'tomorrow' as const),
    confidence: fc.option(fc.integer({ min: 1, max: 10 })),
    league: fc.constantFrom('NBA' as const, 'NFL' as const),
  }),
  fc.record({
    kind: fc.constant('resolve' as const),
    pick: fc.nat(),
    outcome: fc.constantFrom<Outcome>('correct', 'correct', 'incorrect', 'incorrect', 'push', 'not_applicable', 'pending'),
  }),
  fc.record({ kind: fc.constant('resolve' as const), pick: fc.nat(), outcome: fc.constantFrom<Outcome>('correct', 'incorrect') }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 12 }) }),
);

async function run(a: Action) {
  const today = dayIn(ZONE, clock.now());
  if (a.kind === 'days') clock.addDays(a.days);
  else if (a.kind === 'create') {
    const eventDate = a.when === 'none' ? null : a.when === 'today' ? today : addDays(today, 1);
    const { confidence_level: _c, ...payload } = predictionPayload({ event_date: eventDate, league: a.league, team_a: null });
    const made = await postStatement(
      ctx,
      users[a.user].headers,
      a.confidence === null ? payload : { ...payload, confidence_level: a.confidence },
    );
    ids.push(made.id);
  } else if (ids.length) {
    const id = ids[a.pick % ids.length];
    const url = `${STATEMENTS_URL}${id}/${a.kind === 'resolve' ? 'outcome/' : ''}`;
    const response =
      a.kind === 'resolve'
        ? await ctx.app.inject({ method: 'PATCH', url, headers: staff, payload: { outcome: a.outcome } })
        : await ctx.app.inject({ method: 'DELETE', url, headers: staff });
    expect([200, 204, 400, 404]).toContain(response.statusCode);
  }
}

interface Sums {
  n: number;
  hits: number;
  brier: number;
  current: number;
  best: number;
}

async function expected() {
  const today = dayIn(ZONE, clock.now());
  const rows = await rowsOf<{ user_id: number; day: string; league: string | null; confidence_level: number | null; outcome: string }>(
    ctx.database.db,
    sql`
    SELECT user_id, to_char(resolved_at AT TIME ZONE ${ZONE}, 'YYYY-MM-DD') AS day, league, confidence_level, outcome
    FROM statements WHERE outcome IN ('correct', 'incorrect') ORDER BY resolved_at, id`,
  );
  const days = new Map<string, { n: number; hits: number; brier: number }>();
  const boards = new Map<string, Sums>();
  for (const row of rows) {
    const hit = row.outcome === 'correct';
    const brier = (statedProbability(row.confidence_level ?? 5) - (hit ? 1 : 0)) ** 2;
    const dayKey = [row.user_id, row.day, row.league ?? '', row.confidence_level ?? 5].join('|');
    const d = days.get(dayKey) ?? { n: 0, hits: 0, brier: 0 };
    days.set(dayKey, { n: d.n + 1, hits: d.hits + (hit ? 1 : 0), brier: d.brier + brier });
    const periods = ['all', `season:${row.day.slice(0, 4)}`];
    if (row.day > addDays(today, -7)) periods.push('7d');
    if (row.day > addDays(today, -30)) periods.push('30d');
    for (const period of periods) {
      for (const league of row.league ? ['*', row.league] : ['*']) {
        const key = [period, league, row.user_id].join('|');
        const b = boards.get(key) ?? { n: 0, hits: 0, brier: 0, current: 0, best: 0 };
        const current = hit ? b.current + 1 : 0;
        boards.set(key, { n: b.n + 1, hits: b.hits + (hit ? 1 : 0), brier: b.brier + brier, current, best: Math.max(b.best, current) });
      }
    }
  }
  return { days, boards };
}

/** A user's rank on a recomputed board: 1 + the users ahead (skill, then n, then id); null below the minimum. */
function expectedRank(boards: Map<string, Sums>, period: string, league: string, userId: number, min: number): number | null {
  const skill = (b: Sums) => (100 * (0.25 * b.n - b.brier)) / Math.max(20, b.n);
  const mine = boards.get([period, league, userId].join('|'));
  if (!mine || mine.n < min) return null;
  let ahead = 0;
  for (const other of users) {
    const theirs = boards.get([period, league, other.id].join('|'));
    if (!theirs || theirs.n < min || other.id === userId) continue;
    const diff = skill(theirs) - skill(mine);
    if (diff > 1e-9 || (Math.abs(diff) <= 1e-9 && (theirs.n > mine.n || (theirs.n === mine.n && other.id < userId)))) ahead += 1;
  }
  return ahead + 1;
}

/** Every user's rank (the rank index) equals the rank on the recomputed boards, whoever's outcome changed. */
async function expectRanks(boards: Map<string, Sums>, which: [query: string, period: string, league: string][]) {
  for (const [query, period, league] of which) {
    for (const user of users) {
      const body = json<UserRecord>(await ctx.app.inject({ url: `/api/users/${user.username}/record/${query}` }));
      expect(body.rank).toBe(expectedRank(boards, period, league, user.id, body.min_resolved));
    }
  }
}

it('stored aggregates equal a from-scratch recomputation after any sequence of changes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
      for (const a of actions) {
        await run(a);
        await expectRanks((await expected()).boards, [['', 'all', '*']]); // read between changes: a stale rank shows
      }
      await ctx.app.inject({ url: '/api/leaderboards/?window=7d' }); // brings the rolling windows to today
      const want = await expected();
      const days = await rowsOf<{
        user_id: number;
        day: string;
        league: string;
        confidence: number;
        n: number;
        hits: number;
        brier: number;
      }>(ctx.database.db, sql`SELECT user_id, day, league, confidence, n, hits, brier FROM score_days`);
      expect(
        new Map(days.map((r) => [[r.user_id, r.day, r.league, r.confidence].join('|'), { n: r.n, hits: r.hits, brier: r.brier / 400 }])),
      ).toEqual(new Map([...want.days].map(([k, v]) => [k, { ...v, brier: expect.closeTo(v.brier, 9) }])));
      const boards = await rowsOf<{
        period: string;
        league: string;
        user_id: number;
        n: number;
        hits: number;
        brier: number;
        current_streak: number;
        best_streak: number;
      }>(ctx.database.db, sql`SELECT period, league, user_id, n, hits, brier, current_streak, best_streak FROM score_boards`);
      expect(
        new Map(
          boards.map((r) => [
            [r.period, r.league, r.user_id].join('|'),
            { n: r.n, hits: r.hits, brier: r.brier / 400, current: r.current_streak, best: r.best_streak },
          ]),
        ),
      ).toEqual(new Map([...want.boards].map(([k, v]) => [k, { ...v, brier: expect.closeTo(v.brier, 9) }])));
      await expectRanks(want.boards, [['?window=7d&league=NBA', '7d', 'NBA']]);
    }),
    { numRuns: 25 },
  );
});
