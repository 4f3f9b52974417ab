import type { InsightsResponse } from '@receipts/contract';
import { INSIGHTS_MIN_PREDICTIONS } from '@receipts/contract/trending';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { insertStatements, postStatement, predictionPayload } from '../../../test/content';
import { movableClock, resolvedPrediction } from '../../../test/track-record';
import { INSIGHTS_CACHE_MS } from '../data/insights';

const clock = movableClock('2026-05-01T12:00:00Z');
let ctx: TestContext;
let analyst: Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;
let voters: Awaited<ReturnType<typeof createUserWithSession>>[];

const insights = async () => {
  const response = await ctx.app.inject({ url: '/api/insights/' });
  expect(response.statusCode).toBe(200);
  return json<InsightsResponse>(response);
};
/** Asks again (up to 5 s) until the answer passes `done`. */
async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const until = Date.now() + 5000;
  for (;;) {
    const answer = await ask();
    if (done(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const vote = async (voter: (typeof voters)[number], id: number, voteType: 'upvote' | 'downvote') => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/content-api/votes/toggle/',
    headers: voter.headers,
    payload: { statement_id: id, vote_type: voteType },
  });
  expect(response.statusCode).toBe(200);
};

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now, trackRecordTimeZone: 'UTC' });
  analyst = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
  voters = [];
  for (let i = 0; i < 4; i++) voters.push(await createUserWithSession(ctx));

  // NBA: 4 of 5 right at confidence 8 (stated 90%); NFL: 1 of 3 at confidence 3 (65%), one of them with two topics.
  for (const outcome of ['correct', 'correct', 'correct', 'correct', 'incorrect'] as const) {
    await resolvedPrediction(ctx, analyst.headers, staff.headers, outcome, {
      league: 'NBA',
      team_a: null,
      topics: ['playoffs'],
      confidence_level: 8,
    });
  }
  for (const [outcome, topics] of [
    ['correct', ['draft']],
    ['incorrect', ['draft', 'awards']],
    ['incorrect', ['draft']],
  ] as const) {
    await resolvedPrediction(ctx, analyst.headers, staff.headers, outcome, {
      league: 'NFL',
      team_a: null,
      topics: [...topics],
      confidence_level: 3,
    });
  }
  // A push counts nowhere.
  await resolvedPrediction(ctx, analyst.headers, staff.headers, 'push', {
    league: 'NHL',
    team_a: null,
    topics: ['awards'],
    confidence_level: 5,
  });
});
afterAll(() => ctx.close());

const pending = (title: string, league: string, eventDate: string) =>
  postStatement(ctx, analyst.headers, predictionPayload({ title, league, team_a: null, event_date: eventDate }));

describe('GET /api/insights/', () => {
  it('sums the community’s resolved predictions by league, by topic (each prediction once in the total) and by confidence', async () => {
    const body = await insights();
    expect(body.min_predictions).toBe(INSIGHTS_MIN_PREDICTIONS);
    expect(body.accuracy_by_league).toEqual({
      based_on: 8,
      rows: [
        { key: 'NBA', label: expect.any(String), resolved: 5, hits: 4, accuracy: 0.8 },
        { key: 'NFL', label: expect.any(String), resolved: 3, hits: 1, accuracy: 1 / 3 },
      ],
    });
    expect(body.accuracy_by_topic.based_on).toBe(8);
    expect(body.accuracy_by_topic.rows.map((row) => [row.key, row.resolved, row.hits])).toEqual([
      ['awards', 1, 0],
      ['draft', 3, 1],
      ['playoffs', 5, 4],
    ]);
    expect(body.calibration.based_on).toBe(8);
    expect(body.calibration.buckets).toHaveLength(10);
    expect(body.calibration.buckets.find((b) => b.confidence === 8)).toEqual({
      confidence: 8,
      stated: 0.9,
      observed: 0.8,
      count: 5,
      hits: 4,
    });
    expect(body.calibration.buckets.find((b) => b.confidence === 3)).toMatchObject({ count: 3, hits: 1, observed: 1 / 3 });
    expect(body.calibration.buckets.find((b) => b.confidence === 5)).toMatchObject({ count: 0, observed: null });
    // Eight resolved in the last 30 days, all one analyst's: ranked (5 or more) in the 30-day board.
    expect(body.sharpest).toMatchObject({ based_on: 8, window: '30d', min_resolved: 5 });
    expect(body.sharpest.analysts.map((row) => [row.user.id, row.resolved, row.rank])).toEqual([[analyst.user.id, 8, 1]]);
  });

  it('lists contested and upcoming pending predictions, recomputed after the writes that change them', async () => {
    const even = await pending('Split down the middle', 'NBA', '2026-05-03');
    const leaning = await pending('Leaning yes', 'NBA', '2026-05-02');
    const agreed = await pending('Everyone agrees', 'NFL', '2026-05-07');
    await pending('Too far ahead', 'NHL', '2026-05-08');
    await Promise.all([
      vote(voters[0], even.id, 'upvote'),
      vote(voters[1], even.id, 'upvote'),
      vote(voters[2], even.id, 'downvote'),
      vote(voters[3], even.id, 'downvote'),
    ]);
    await Promise.all([
      vote(voters[0], leaning.id, 'upvote'),
      vote(voters[1], leaning.id, 'upvote'),
      vote(voters[2], leaning.id, 'upvote'),
      vote(voters[3], leaning.id, 'downvote'),
    ]);
    await Promise.all(voters.map((voter) => vote(voter, agreed.id, 'upvote')));

    // The writes made the first test's answer stale: the next reader still gets it while it is recomputed, then the new one.
    expect((await insights()).contested.based_on).toBe(0);
    const body = await eventually(insights, (answer) => answer.contested.based_on > 0);
    expect(body.contested.based_on).toBe(2);
    expect(body.contested.predictions.map((p) => [p.title, p.upvotes, p.downvotes])).toEqual([
      ['Split down the middle', 2, 2],
      ['Leaning yes', 3, 1],
    ]);
    expect(body.upcoming).toMatchObject({ from: '2026-05-01', to: '2026-05-07', based_on: 3 });
    expect(body.upcoming.leagues.map((group) => [group.league, group.count, group.predictions.map((p) => p.title)])).toEqual([
      ['NBA', 2, ['Leaning yes', 'Split down the middle']],
      ['NFL', 1, ['Everyone agrees']],
    ]);
  });

  it('recomputes a kept answer once it has aged (a change made outside the API, e.g. by a script)', async () => {
    const first = await eventually(insights, () => true);
    await insertStatements(ctx, [
      {
        userId: analyst.user.id,
        statementType: 'prediction',
        outcome: 'pending',
        title: 'Inserted by a script',
        league: 'NBA',
        eventDate: '2026-05-04',
      },
    ]);
    expect((await insights()).upcoming.based_on).toBe(first.upcoming.based_on);
    clock.set(new Date(clock.now().getTime() + INSIGHTS_CACHE_MS).toISOString());
    // Aged: readers get it while it is recomputed, then the new one.
    expect((await insights()).upcoming.based_on).toBe(first.upcoming.based_on);
    const body = await eventually(insights, (answer) => answer.upcoming.based_on > first.upcoming.based_on);
    expect(body.upcoming.based_on).toBe(first.upcoming.based_on + 1);
  });

  it('leaves out a prediction moderators hid, once the hide is published', async () => {
    const before = await eventually(insights, () => true);
    const leaning = before.contested.predictions.find((p) => p.title === 'Leaning yes')!;
    const hide = { target_type: 'statement', target_id: leaning.id, action: 'hide', reason: 'Vote brigading' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/moderation/actions/', headers: staff.headers, payload: hide })).statusCode,
    ).toBe(200);
    const after = await eventually(insights, (answer) => !answer.contested.predictions.some((p) => p.id === leaning.id));
    expect(after.contested.predictions.map((p) => p.title)).toEqual(['Split down the middle']);
    expect(after.upcoming.based_on).toBe(before.upcoming.based_on - 1);
  });
});
