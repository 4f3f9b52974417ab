import {
  DELETED_AFTER_LOCK,
  EVENT_DATE_IN_PAST,
  OUTCOME_BEFORE_LOCK,
  type LeaderboardResponse,
  type OutcomeAuditEntry,
  type Statement,
  type UserRecord,
} from '@receipts/contract';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, postStatement, predictionPayload } from '../../../test/content';
import { movableClock, resolvedPrediction, setOutcome } from '../../../test/track-record';

const clock = movableClock('2026-03-10T23:30:00Z');
let ctx: TestContext;
let member: Awaited<ReturnType<typeof createUserWithSession>>;
let other: Awaited<ReturnType<typeof createUserWithSession>>;
let staff: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  // UTC+14: at 23:30 UTC on the 10th it is already the 11th there.
  ctx = await createTestApp({ now: clock.now, trackRecordTimeZone: 'Pacific/Kiritimati' });
  member = await createUserWithSession(ctx);
  other = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
});
afterAll(() => ctx.close());

const create = (payload: object, headers = member.headers) => ctx.app.inject({ method: 'POST', url: STATEMENTS_URL, headers, payload });
const record = async (username: string, query = '') =>
  json<UserRecord>(await ctx.app.inject({ url: `/api/users/${username}/record/${query}` }));

describe('receipts cannot be rewritten', () => {
  it('refuses an event date before today in the configured zone, accepts today (locked at its start there)', async () => {
    const past = await create(predictionPayload({ event_date: '2026-03-10' }));
    expect(past.statusCode).toBe(400);
    expect(json(past)).toMatchObject({ detail: EVENT_DATE_IN_PAST, errors: { 'body.event_date': [EVENT_DATE_IN_PAST] } });
    const today = await create(predictionPayload({ event_date: '2026-03-11' }));
    expect(today.statusCode).toBe(201);
    expect(json<Statement>(today)).toMatchObject({ locked_at: '2026-03-10T10:00:00.000Z', is_locked: true });
    const opinion = await create({ statement_type: 'opinion', title: 'Old news', body: 'b', event_date: '2020-01-01' });
    expect(json<Statement>(opinion)).toMatchObject({ event_date: null, locked_at: null, is_locked: false });
  });

  it('sets outcomes only once locked; before the lock a delete removes the prediction entirely', async () => {
    const tomorrow = await postStatement(ctx, member.headers, predictionPayload({ event_date: '2026-03-12' }));
    expect(tomorrow).toMatchObject({ is_locked: false, locked_at: '2026-03-11T10:00:00.000Z' });
    const early = await ctx.app.inject({
      method: 'PATCH',
      url: `${STATEMENTS_URL}${tomorrow.id}/outcome/`,
      headers: staff.headers,
      payload: { outcome: 'correct' },
    });
    expect(early.statusCode).toBe(400);
    expect(json(early)).toMatchObject({ detail: OUTCOME_BEFORE_LOCK, errors: { 'body.outcome': [OUTCOME_BEFORE_LOCK] } });
    expect((await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${tomorrow.id}/`, headers: member.headers })).statusCode).toBe(
      204,
    );
    const staffView = await ctx.app.inject({ url: `${STATEMENTS_URL}${tomorrow.id}/outcome/`, headers: staff.headers });
    expect(staffView.statusCode).toBe(404);
  });

  it('a locked prediction deleted by its owner leaves every list but keeps counting, listed as deleted after lock', async () => {
    const user = await createUserWithSession(ctx);
    const kept = await resolvedPrediction(ctx, user.headers, staff.headers, 'correct');
    const gone = await resolvedPrediction(ctx, user.headers, staff.headers, 'incorrect', { title: 'Regret' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/comments/',
      headers: other.headers,
      payload: { statement: gone.id, text: 'ha' },
    });
    expect((await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${gone.id}/`, headers: user.headers })).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `${STATEMENTS_URL}${gone.id}/` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${STATEMENTS_URL}${gone.id}/comments/` })).statusCode).toBe(404);
    const vote = await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/votes/toggle/',
      headers: other.headers,
      payload: { statement_id: gone.id, vote_type: 'upvote' },
    });
    expect(vote.statusCode).toBe(404);
    const feed = json<Statement[]>(await ctx.app.inject({ url: `${STATEMENTS_URL}?user_id=${user.user.id}` }));
    expect(feed.map((s) => s.id)).toEqual([kept.id]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${STATEMENTS_URL}${gone.id}/`, headers: user.headers })).statusCode).toBe(404);
    const after = await record(user.user.username);
    expect(after.summary).toMatchObject({ resolved: 2, hits: 1 });
    expect(after.deleted_after_lock).toEqual([{ id: gone.id, title: 'Regret', event_date: null, outcome: 'incorrect' }]);
    expect(DELETED_AFTER_LOCK).toBe('Deleted after lock');
    // Staff can still resolve it (it still counts): re-resolving moves the record.
    await setOutcome(ctx, staff.headers, gone.id, 'correct');
    expect((await record(user.user.username)).summary).toMatchObject({ resolved: 2, hits: 2, current_streak: 2 });
  });
});

describe('GET /api/content-api/statements/{id}/outcome/ (audit trail)', () => {
  it('is staff only and lists who, when, from → to and notes', async () => {
    const prediction = await postStatement(ctx, member.headers, predictionPayload({ event_date: null }));
    const url = `${STATEMENTS_URL}${prediction.id}/outcome/`;
    await ctx.app.inject({ method: 'PATCH', url, headers: staff.headers, payload: { outcome: 'correct', outcome_notes: 'Won by 3.' } });
    await ctx.app.inject({ method: 'PATCH', url, headers: staff.headers, payload: { outcome: 'push' } });
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: member.headers })).statusCode).toBe(403);
    const history = json<OutcomeAuditEntry[]>(await ctx.app.inject({ url, headers: staff.headers }));
    expect(history.map(({ from, to, notes, changed_by }) => ({ from, to, notes, by: changed_by?.id }))).toEqual([
      { from: 'pending', to: 'correct', notes: 'Won by 3.', by: staff.user.id },
      { from: 'correct', to: 'push', notes: 'Won by 3.', by: staff.user.id },
    ]);
    expect(history[0].changed_at).toBe(clock.now().toISOString());
    expect((await ctx.app.inject({ url: `${STATEMENTS_URL}999999/outcome/`, headers: staff.headers })).statusCode).toBe(404);
  });
});

describe('records and leaderboards', () => {
  it('scores a record by hand: Brier, skill, Wilson, streaks, calibration, by league', async () => {
    const user = await createUserWithSession(ctx);
    await resolvedPrediction(ctx, user.headers, staff.headers, 'correct', { confidence_level: 10 });
    await resolvedPrediction(ctx, user.headers, staff.headers, 'incorrect', { confidence_level: 10, league: 'NFL', team_a: null });
    await resolvedPrediction(ctx, user.headers, staff.headers, 'correct', { confidence_level: 5 });
    await resolvedPrediction(ctx, user.headers, staff.headers, 'push', { confidence_level: 5 });
    // Called off: staff may say so, and like push it does not count.
    await resolvedPrediction(ctx, user.headers, staff.headers, 'not_applicable', { confidence_level: 9 });
    const result = await record(user.user.username);
    expect(result.summary).toEqual({
      resolved: 3,
      hits: 2,
      accuracy: 0.6667,
      accuracy_low: 0.2077,
      accuracy_high: 0.9385,
      brier: 0.3542,
      skill: -1.5625,
      current_streak: 1,
      best_streak: 1,
    });
    expect(result.rank).toBeNull();
    expect(result.calibration).toHaveLength(10);
    expect(result.calibration[9]).toEqual({ confidence: 10, stated: 1, observed: 0.5, count: 2, hits: 1 });
    expect(result.calibration[4]).toEqual({ confidence: 5, stated: 0.75, observed: 1, count: 1, hits: 1 });
    expect(result.calibration[0]).toEqual({ confidence: 1, stated: 0.55, observed: null, count: 0, hits: 0 });
    expect(result.by_league.map((l) => [l.league, l.resolved, l.hits])).toEqual([
      ['NBA', 2, 2],
      ['NFL', 1, 0],
    ]);
    expect((await record(user.user.username, '?league=nfl')).summary).toMatchObject({ resolved: 1, hits: 0 });
    expect((await ctx.app.inject({ url: '/api/users/nobody-here/record/' })).statusCode).toBe(404);
  });

  it('ranks users with at least 5 resolved by skill; me shows the viewer, ranked or not; windows by resolution day', async () => {
    const fresh = await createTestApp({ now: clock.now });
    try {
      const boss = await createUserWithSession(fresh, { isStaff: true });
      const [a, b, c] = [await createUserWithSession(fresh), await createUserWithSession(fresh), await createUserWithSession(fresh)];
      for (let i = 0; i < 5; i += 1) await resolvedPrediction(fresh, a.headers, boss.headers, 'correct', { confidence_level: 8 });
      let bMiss = 0;
      for (let i = 0; i < 6; i += 1)
        bMiss = (await resolvedPrediction(fresh, b.headers, boss.headers, i < 5 ? 'correct' : 'incorrect', { confidence_level: 8 })).id;
      await resolvedPrediction(fresh, c.headers, boss.headers, 'correct', { confidence_level: 10 });
      const board = async (query = '', headers: Record<string, string> = {}) => {
        const response = await fresh.app.inject({ url: `/api/leaderboards/${query}`, headers });
        expect(response.statusCode).toBe(200);
        return json<LeaderboardResponse>(response);
      };
      const all = await board('', c.headers);
      expect(all).toMatchObject({ window: 'all', league: null, min_resolved: 5, page: 1, per_page: 100, has_more: false });
      expect(all.rows.map((row) => [row.rank, row.user.id, row.resolved])).toEqual([
        [1, a.user.id, 5],
        [2, b.user.id, 6],
      ]);
      expect(all.me).toMatchObject({ rank: null, resolved: 1, user: { id: c.user.id } });
      expect((await board('', b.headers)).me).toMatchObject({ rank: 2, resolved: 6 });
      expect((await board('', boss.headers)).me).toBeNull();
      expect((await board('?league=NFL')).rows).toEqual([]);
      expect((await board('?window=7d&league=nba')).rows).toHaveLength(2);
      const bad = await fresh.app.inject({ url: '/api/leaderboards/?window=year' });
      expect(bad.statusCode).toBe(400);
      expect((await fresh.app.inject({ url: `/api/users/${a.user.username}/record/?window=year` })).statusCode).toBe(400);
      // Another user's outcome change moves a's rank (the rank index reloads the board at the new generation).
      const rankOf = async (username: string) => json<UserRecord>(await fresh.app.inject({ url: `/api/users/${username}/record/` })).rank;
      expect([await rankOf(a.user.username), await rankOf(b.user.username)]).toEqual([1, 2]);
      await setOutcome(fresh, boss.headers, bMiss, 'correct');
      expect([await rankOf(a.user.username), await rankOf(b.user.username)]).toEqual([2, 1]);
      expect((await board('', a.headers)).me).toMatchObject({ rank: 2, resolved: 5 });
      expect((await board('?league=NBA', a.headers)).me).toMatchObject({ rank: 2 });
      await setOutcome(fresh, boss.headers, bMiss, 'pending');
      expect([await rankOf(a.user.username), await rankOf(b.user.username)]).toEqual([1, 2]);
      clock.addDays(8);
      expect((await board('?window=7d')).rows).toEqual([]);
      expect((await board('?window=30d')).rows).toHaveLength(2);
      clock.addDays(30);
      expect((await board('?window=30d')).rows).toEqual([]);
      expect((await board('?window=all')).rows).toHaveLength(2);
    } finally {
      clock.set('2026-03-10T23:30:00Z');
      await fresh.close();
    }
  });
});
