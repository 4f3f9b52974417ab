import {
  CANCELLED_GAME_FIXED,
  FINAL_GAME_FIXED,
  GAME_IMPORT_MAX,
  GAME_LEAGUE_MISMATCH,
  GAME_UNKNOWN,
  GAME_WITHOUT_PICK,
  PICK_LOCKED,
  PICK_WITHOUT_GAME,
  RESULT_BEFORE_START,
  RESULT_OF_CANCELLED,
  type Game,
  type GameAuditEntry,
  type GameDetail,
  type GamePage,
  type GameResultResponse,
  type ImportGamesResponse,
  type OutcomeAuditEntry,
  type PickInput,
  type Statement,
  type UserRecord,
} from '@receipts/contract';
import { createTestApp, createUserWithSession, json, type TestContext } from '../../../test/harness';
import { STATEMENTS_URL, predictionPayload } from '../../../test/content';
import { movableClock, setOutcome } from '../../../test/track-record';
import { sql, type SQL } from 'drizzle-orm';
import { gamesRepository, settleGradings } from '../data/games';
import { rebuildAll } from '../../track-record/data/score-aggregates';
import { rowsOf } from '../../../repositories/sql';
import { dayIn } from '../../track-record/data/days';

const clock = movableClock('2026-12-01T12:00:00Z');
let ctx: TestContext;
type Fan = Awaited<ReturnType<typeof createUserWithSession>>;
let fan: Fan;
let other: Fan;
let staff: Fan;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now, trackRecordTimeZone: 'UTC' });
  fan = await createUserWithSession(ctx);
  other = await createUserWithSession(ctx);
  staff = await createUserWithSession(ctx, { isStaff: true });
});
afterAll(() => ctx.close());
beforeEach(() => clock.set('2026-12-01T12:00:00Z'));

const GAMES = '/api/games/';
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function newGame(overrides: Record<string, unknown> = {}): Promise<Game> {
  const response = await inject('POST', GAMES, staff.headers, {
    league: 'NBA',
    home_team: 'nba-heat',
    away_team: 'nba-celtics',
    starts_at: '2026-12-02T00:30:00Z',
    venue: 'Kaseya Center',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`game: ${response.statusCode} ${response.body}`);
  return json<Game>(response);
}

const pickOn = (game: Game, pick: PickInput, who: Fan = fan, extra: Record<string, unknown> = {}) =>
  inject(
    'POST',
    STATEMENTS_URL,
    who.headers,
    predictionPayload({ title: 'Tonight', prediction_choice: null, team_a: null, event_date: null, game_id: game.id, pick, ...extra }),
  );

async function picked(game: Game, pick: PickInput, who: Fan = fan): Promise<Statement> {
  const response = await pickOn(game, pick, who);
  if (response.statusCode !== 201) throw new Error(`pick: ${response.statusCode} ${response.body}`);
  return json<Statement>(response);
}

const result = (game: Game, home: number, away: number, headers = staff.headers) =>
  inject('POST', `${GAMES}${game.id}/result/`, headers, { home_score: home, away_score: away });
const outcomeOf = async (statement: Statement) => json<Statement>(await inject('GET', `${STATEMENTS_URL}${statement.id}/`)).outcome;

/** Every score_days and score_boards row: as the app left them, and as a rebuild from the statements makes them (rolled back). */
async function aggregatesAndRebuilt(): Promise<[unknown[], unknown[]]> {
  const read = async (executor: { execute(query: SQL): PromiseLike<unknown> }) => [
    ...(await rowsOf(executor, sql`SELECT user_id, day, league, confidence, n, hits, brier FROM score_days ORDER BY 1, 2, 3, 4`)),
    ...(await rowsOf(
      executor,
      sql`SELECT period, league, user_id, n, hits, brier, current_streak, best_streak FROM score_boards ORDER BY period, league, user_id`,
    )),
  ];
  const kept = await read(ctx.app.db);
  let rebuilt: unknown[] = [];
  await ctx.app.db
    .transaction(async (tx) => {
      await rebuildAll(tx, 'UTC', dayIn('UTC', clock.now()));
      rebuilt = await read(tx);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  return [kept, rebuilt];
}

describe('the schedule', () => {
  it('lets staff add a game (201) and anyone read it; members get 403, visitors 401, bad input 400', async () => {
    const game = await newGame({ venue: 'Kaseya Center' });
    expect(game).toMatchObject({
      league: 'NBA',
      home_team: 'nba-heat',
      away_team: 'nba-celtics',
      starts_at: '2026-12-02T00:30:00.000Z',
      status: 'scheduled',
      home_score: null,
      is_locked: false,
    });
    const detail = json<GameDetail>(await inject('GET', `${GAMES}${game.id}/`));
    expect(detail).toMatchObject({ id: game.id, picks: 0, split: [] });
    const payload = { league: 'NBA', home_team: 'nba-heat', away_team: 'nba-lakers', starts_at: '2026-12-03T00:00:00Z' };
    expect((await inject('POST', GAMES, fan.headers, payload)).statusCode).toBe(403);
    expect((await inject('POST', GAMES, undefined, payload)).statusCode).toBe(401);
    const wrongLeague = await inject('POST', GAMES, staff.headers, { ...payload, away_team: 'nfl-chiefs' });
    expect(wrongLeague.statusCode).toBe(400);
    expect(json(wrongLeague).detail).toMatch(/not in the chosen league/);
    const itself = await inject('POST', GAMES, staff.headers, { ...payload, away_team: 'nba-heat' });
    expect(json(itself).detail).toMatch(/cannot play itself/);
    expect((await inject('POST', GAMES, staff.headers, { ...payload, starts_at: 'tomorrow' })).statusCode).toBe(400);
    expect((await inject('GET', `${GAMES}999999/`)).statusCode).toBe(404);
  });

  it('filters by league, team and time, soonest first, in bounded pages', async () => {
    await newGame({ league: 'NHL', home_team: 'nhl-oilers', away_team: 'nhl-bruins', starts_at: '2026-12-20T01:00:00Z' });
    await newGame({ league: 'NHL', home_team: 'nhl-bruins', away_team: 'nhl-rangers', starts_at: '2026-12-21T01:00:00Z' });
    await newGame({ league: 'NHL', home_team: 'nhl-rangers', away_team: 'nhl-oilers', starts_at: '2026-12-22T01:00:00Z' });
    const bruins = json<GamePage>(await inject('GET', `${GAMES}?league=nhl&team=nhl-bruins`));
    expect(bruins.results.map((game) => game.starts_at)).toEqual(['2026-12-20T01:00:00.000Z', '2026-12-21T01:00:00.000Z']);
    const window = json<GamePage>(await inject('GET', `${GAMES}?league=NHL&from=2026-12-21&to=2026-12-21`));
    expect(window.results.map((game) => game.home_team)).toEqual(['nhl-bruins']);
    const first = json<GamePage>(await inject('GET', `${GAMES}?league=NHL&per_page=2`));
    expect([first.results.length, first.next_page]).toEqual([2, 2]);
    const second = json<GamePage>(await inject('GET', `${GAMES}?league=NHL&per_page=2&page=2`));
    expect([second.results.length, second.next_page]).toEqual([1, null]);
    expect((await inject('GET', `${GAMES}?per_page=101`)).statusCode).toBe(400);
    expect((await inject('GET', `${GAMES}?league=XFL`)).statusCode).toBe(400);
    expect((await inject('GET', `${GAMES}?from=yesterday`)).statusCode).toBe(400);
  });

  it('imports a schedule idempotently by external_id: created, updated, unchanged, and bad rows reported', async () => {
    const rows = [
      {
        external_id: 'nfl-2026-w14-kc-buf',
        league: 'NFL',
        home_team: 'nfl-bills',
        away_team: 'nfl-chiefs',
        starts_at: '2026-12-07T18:00:00Z',
      },
      {
        external_id: 'nfl-2026-w14-phi-dal',
        league: 'nfl',
        home_team: 'nfl-cowboys',
        away_team: 'nfl-eagles',
        starts_at: '2026-12-07T21:25:00Z',
      },
      { external_id: 'nfl-2026-w14-bad', league: 'NFL', home_team: 'nfl-bills', away_team: 'nba-heat', starts_at: '2026-12-07T18:00:00Z' },
    ];
    const first = json<ImportGamesResponse>(await inject('POST', `${GAMES}import/`, staff.headers, rows));
    expect(first).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [{ index: 2, external_id: 'nfl-2026-w14-bad', message: 'away_team: This team is not in the chosen league.' }],
    });
    const again = json<ImportGamesResponse>(await inject('POST', `${GAMES}import/`, staff.headers, rows.slice(0, 2)));
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 2, errors: [] });
    const moved = json<ImportGamesResponse>(
      await inject('POST', `${GAMES}import/`, staff.headers, [
        { ...rows[0], starts_at: '2026-12-08T01:15:00Z', venue: 'Highmark Stadium' },
        rows[1],
        rows[1],
      ]),
    );
    expect(moved).toMatchObject({ created: 0, updated: 1, unchanged: 1, errors: [{ index: 2, message: /earlier in the import/ }] });
    const page = json<GamePage>(await inject('GET', `${GAMES}?team=nfl-chiefs`));
    expect(page.results).toEqual([
      expect.objectContaining({ external_id: 'nfl-2026-w14-kc-buf', starts_at: '2026-12-08T01:15:00.000Z', venue: 'Highmark Stadium' }),
    ]);
    expect((await inject('POST', `${GAMES}import/`, fan.headers, rows)).statusCode).toBe(403);
    expect((await inject('POST', `${GAMES}import/`, undefined, rows)).statusCode).toBe(401);
    expect((await inject('POST', `${GAMES}import/`, staff.headers, { games: rows })).statusCode).toBe(400);
    expect((await inject('POST', `${GAMES}import/`, staff.headers, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: GAME_IMPORT_MAX + 1 }, (_, index) => ({ ...rows[0], external_id: `x-${index}` }));
    const refused = await inject('POST', `${GAMES}import/`, staff.headers, tooMany);
    expect([refused.statusCode, json(refused).detail]).toEqual([400, expect.stringMatching(/at most 500/)]);
  });
});

describe('picks on a game', () => {
  it('carry the game and the pick on detail and list answers, with the pick in words when no choice is written', async () => {
    const game = await newGame();
    const statement = await picked(game, { kind: 'spread', side: 'away', line: 3.5 });
    expect(statement).toMatchObject({
      league: 'NBA',
      prediction_choice: 'Celtics +3.5',
      event_date: '2026-12-02',
      locked_at: '2026-12-02T00:30:00.000Z',
      is_locked: false,
      outcome: 'pending',
      game: { id: game.id, league: 'NBA', home_team: 'nba-heat', away_team: 'nba-celtics', status: 'scheduled', home_score: null },
      pick: { kind: 'spread', side: 'away', line: 3.5 },
    });
    const list = json<Statement[]>(await inject('GET', `${STATEMENTS_URL}?game_id=${game.id}`));
    expect(list.map((item) => [item.id, item.pick])).toEqual([[statement.id, { kind: 'spread', side: 'away', line: 3.5 }]]);
    const plain = json<Statement>(await inject('POST', STATEMENTS_URL, fan.headers, predictionPayload()));
    expect(plain).not.toHaveProperty('game');
  });

  it('are validated: both or neither, the game exists and is in the league, the pick fits its kind', async () => {
    const game = await newGame();
    const winner = { kind: 'winner', side: 'home' } as const;
    const check = async (response: Awaited<ReturnType<typeof pickOn>>, message: RegExp | string) => {
      expect(response.statusCode).toBe(400);
      expect(json(response).detail).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    };
    await check(await pickOn(game, winner, fan, { game_id: null }), PICK_WITHOUT_GAME);
    await check(await pickOn(game, null as unknown as PickInput), GAME_WITHOUT_PICK);
    await check(await pickOn({ ...game, id: 987654 }, winner), GAME_UNKNOWN);
    await check(await pickOn(game, winner, fan, { league: 'NFL' }), GAME_LEAGUE_MISMATCH);
    await check(await pickOn(game, { kind: 'spread', side: 'home', line: 3.25 }), /half points/);
    await check(await pickOn(game, { kind: 'spread', side: 'over', line: 3.5 } as unknown as PickInput), /side/);
    await check(await pickOn(game, { kind: 'total', side: 'over' } as unknown as PickInput), /line/);
    await check(await pickOn(game, { kind: 'total', side: 'under', line: -10 }), /more than 0/);
    await check(await pickOn(game, { kind: 'moneyline', side: 'home' } as unknown as PickInput), /kind/);
    await check(await pickOn(game, winner, fan, { statement_type: 'opinion' }), /Only predictions/);
  });

  it('lock at the game’s start (409 with a message); a postponement moves the lock', async () => {
    const game = await newGame({ starts_at: '2026-12-01T20:00:00Z' });
    const early = await picked(game, { kind: 'winner', side: 'home' });
    clock.set('2026-12-01T20:00:00Z');
    const late = await pickOn(game, { kind: 'winner', side: 'away' });
    expect([late.statusCode, json(late).detail]).toEqual([409, PICK_LOCKED]);
    expect(json<Statement>(await inject('GET', `${STATEMENTS_URL}${early.id}/`))).toMatchObject({ is_locked: true });
    const postponed = await inject('PATCH', `${GAMES}${game.id}/`, staff.headers, {
      status: 'postponed',
      starts_at: '2026-12-03T20:00:00Z',
    });
    expect(json<Game>(postponed)).toMatchObject({ status: 'postponed', starts_at: '2026-12-03T20:00:00.000Z', is_locked: false });
    expect(json<Statement>(await inject('GET', `${STATEMENTS_URL}${early.id}/`))).toMatchObject({
      is_locked: false,
      locked_at: '2026-12-03T20:00:00.000Z',
    });
    expect((await pickOn(game, { kind: 'winner', side: 'away' })).statusCode).toBe(201);
    const tooEarly = await result(game, 100, 90);
    expect([tooEarly.statusCode, json(tooEarly).detail]).toEqual([409, RESULT_BEFORE_START]);
  });
});

describe('grading from the final score', () => {
  it('grades winner, spread and total picks, with a push on the line, in one go; the audit says who entered what', async () => {
    const game = await newGame({ starts_at: '2026-12-01T20:00:00Z' });
    const picks = {
      homeWins: await picked(game, { kind: 'winner', side: 'home' }),
      awayWins: await picked(game, { kind: 'winner', side: 'away' }, other),
      homeMinus3: await picked(game, { kind: 'spread', side: 'home', line: -3 }),
      homeMinus2_5: await picked(game, { kind: 'spread', side: 'home', line: -2.5 }, other),
      awayPlus3_5: await picked(game, { kind: 'spread', side: 'away', line: 3.5 }),
      over210: await picked(game, { kind: 'total', side: 'over', line: 210 }),
      under210_5: await picked(game, { kind: 'total', side: 'under', line: 210.5 }, other),
      over211: await picked(game, { kind: 'total', side: 'over', line: 211 }),
    };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content-api/votes/toggle/',
      headers: other.headers,
      payload: { statement_id: picks.homeWins.id, vote_type: 'upvote' },
    });
    expect((await result(game, 100, 90, fan.headers)).statusCode).toBe(403);
    expect((await result(game, 100, 90, {})).statusCode).toBe(401);
    expect((await result(game, -1, 90)).statusCode).toBe(400);
    clock.set('2026-12-01T23:00:00Z');
    // Heat 107, Celtics 104: home by 3, 211 points.
    const entered = json<GameResultResponse>(await result(game, 107, 104));
    expect(entered).toMatchObject({ graded: 8, game: { status: 'final', home_score: 107, away_score: 104, is_locked: true } });
    const outcomes = Object.fromEntries(
      await Promise.all(Object.entries(picks).map(async ([name, pick]) => [name, await outcomeOf(pick)])),
    );
    expect(outcomes).toEqual({
      homeWins: 'correct',
      awayWins: 'incorrect',
      homeMinus3: 'push',
      homeMinus2_5: 'correct',
      awayPlus3_5: 'correct',
      over210: 'correct',
      under210_5: 'incorrect',
      over211: 'push',
    });
    const detail = json<Statement>(await inject('GET', `${STATEMENTS_URL}${picks.homeWins.id}/`));
    expect(detail).toMatchObject({
      outcome_notes: 'Final: Celtics 104, Heat 107.',
      game: { status: 'final', home_score: 107, away_score: 104 },
    });
    const history = json<OutcomeAuditEntry[]>(await inject('GET', `${STATEMENTS_URL}${picks.homeWins.id}/outcome/`, staff.headers));
    expect(history).toEqual([
      expect.objectContaining({ from: 'pending', to: 'correct', changed_by: expect.objectContaining({ id: staff.user.id }) }),
    ]);
    const audit = json<GameAuditEntry[]>(await inject('GET', `${GAMES}${game.id}/audit/`, staff.headers));
    expect(audit.map((entry) => [entry.action, entry.home_score, entry.away_score, entry.graded, entry.changed_by?.id])).toEqual([
      ['create', null, null, 0, staff.user.id],
      ['result', 107, 104, 8, staff.user.id],
    ]);
    expect((await inject('GET', `${GAMES}${game.id}/audit/`, fan.headers)).statusCode).toBe(403);

    // The record moved once the board refresh the result queued has run: fan has homeWins, awayPlus3_5, over210
    // correct (pushes do not count).
    await ctx.app.jobs.drain();
    const record = json<UserRecord>(await inject('GET', `/api/users/${fan.user.username}/record/`));
    expect(record.summary).toMatchObject({ resolved: 3, hits: 3 });
    // Owners and voters hear of it.
    await ctx.app.jobs.drain();
    const notices = json<{ results: { kind: string; accuracy: number | null }[] }>(await inject('GET', '/api/notifications/', fan.headers));
    // Written once the boards moved: each carries the owner's new accuracy (3 of 3).
    expect(notices.results.filter((item) => item.kind === 'prediction_resolved').map((item) => item.accuracy)).toEqual([1, 1, 1, 1, 1]);
    const voter = json<{ results: { kind: string; statement: { id: number } }[] }>(
      await inject('GET', '/api/notifications/', other.headers),
    );
    expect(voter.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'followed_prediction_resolved', statement: expect.objectContaining({ id: picks.homeWins.id }) }),
      ]),
    );
    const split = json<GameDetail>(await inject('GET', `${GAMES}${game.id}/`));
    expect(split).toMatchObject({ picks: 8, split: expect.arrayContaining([{ kind: 'winner', side: 'home', picks: 1 }]) });
  });

  it('grades again when the score is corrected (audited), and leaves unchanged picks alone', async () => {
    const game = await newGame({ starts_at: '2026-12-01T20:00:00Z' });
    const home = await picked(game, { kind: 'winner', side: 'home' });
    const under = await picked(game, { kind: 'total', side: 'under', line: 210.5 });
    clock.set('2026-12-01T23:00:00Z');
    expect(json<GameResultResponse>(await result(game, 99, 100)).graded).toBe(2);
    expect([await outcomeOf(home), await outcomeOf(under)]).toEqual(['incorrect', 'correct']);
    const corrected = json<GameResultResponse>(await result(game, 101, 100));
    expect(corrected.graded).toBe(1);
    expect([await outcomeOf(home), await outcomeOf(under)]).toEqual(['correct', 'correct']);
    expect(json<GameResultResponse>(await result(game, 101, 100)).graded).toBe(0);
    const history = json<OutcomeAuditEntry[]>(await inject('GET', `${STATEMENTS_URL}${home.id}/outcome/`, staff.headers));
    expect(history.map((entry) => [entry.from, entry.to])).toEqual([
      ['pending', 'incorrect'],
      ['incorrect', 'correct'],
    ]);
    const audit = json<GameAuditEntry[]>(await inject('GET', `${GAMES}${game.id}/audit/`, staff.headers));
    expect(audit.filter((entry) => entry.action === 'result').map((entry) => [entry.home_score, entry.graded])).toEqual([
      [99, 2],
      [101, 1],
      [101, 0],
    ]);
    // The gradings queued what they changed; the board-refresh job moved the owner's score_days and boards, exactly as
    // a rebuild would, and left nothing queued.
    await ctx.app.jobs.drain();
    expect(await rowsOf(ctx.app.db, sql`SELECT user_id FROM score_board_refreshes`)).toEqual([]);
    expect(await rowsOf(ctx.app.db, sql`SELECT id FROM game_gradings`)).toEqual([]);
    const [kept, rebuilt] = await aggregatesAndRebuilt();
    expect(kept).toEqual(rebuilt);
    expect(kept.length).toBeGreaterThan(0);
    // Earlier: 3 hits; now home (corrected to a hit) and under: 5 resolved, 5 hits.
    const record = json<UserRecord>(await inject('GET', `/api/users/${fan.user.username}/record/`));
    expect(record.summary).toMatchObject({ resolved: 5, hits: 5 });
    const moved = await inject('PATCH', `${GAMES}${game.id}/`, staff.headers, { starts_at: '2026-12-05T20:00:00Z' });
    expect([moved.statusCode, json(moved).detail]).toEqual([409, FINAL_GAME_FIXED]);
  });

  it('moves the records exactly when a graded pick is set by hand before the board-refresh job runs', async () => {
    const game = await newGame({ starts_at: '2026-12-01T20:00:00Z' });
    const home = await picked(game, { kind: 'winner', side: 'home' });
    const away = await picked(game, { kind: 'winner', side: 'away' }, other);
    clock.set('2026-12-01T23:00:00Z');
    // The repository without the route, so nothing sends the job: it runs when this test says.
    const repo = gamesRepository(ctx.app.db, { timeZone: 'UTC', now: clock.now });
    expect(await repo.setResult(game.id, { home: 101, away: 100 }, staff.user.id)).toMatchObject({ graded: 2 });
    // The next day, staff set the home pick (graded correct) by hand before the job ran.
    clock.set('2026-12-02T01:00:00Z');
    await setOutcome(ctx, staff.headers, home.id, 'incorrect');
    await ctx.app.jobs.drain();
    expect(await settleGradings(ctx.app.db, 'UTC', () => dayIn('UTC', clock.now()))).toEqual({ gradings: 1, members: 2, notices: 1 });
    const [kept, rebuilt] = await aggregatesAndRebuilt();
    expect(kept).toEqual(rebuilt);
    // Each pick is told the outcome that stands: the hand-set one its own, not the grading's it replaced.
    const told = await rowsOf<{ statement_id: number | string; outcome: string }>(
      ctx.app.db,
      sql`SELECT statement_id, outcome FROM notification_fanouts WHERE statement_id IN (${home.id}, ${away.id}) ORDER BY id`,
    );
    expect(told.map((row) => [Number(row.statement_id), row.outcome])).toEqual([
      [home.id, 'incorrect'],
      [away.id, 'incorrect'],
    ]);
    // Run again, the job finds nothing left.
    expect(await settleGradings(ctx.app.db, 'UTC', () => dayIn('UTC', clock.now()))).toEqual({ gradings: 0, members: 0, notices: 0 });
  });

  it('grades the picks of a cancelled game not_applicable; a cancelled game takes no score and no change', async () => {
    const game = await newGame({ starts_at: '2026-12-02T20:00:00Z' });
    const pick = await picked(game, { kind: 'winner', side: 'away' });
    expect((await inject('PATCH', `${GAMES}${game.id}/`, fan.headers, { status: 'cancelled' })).statusCode).toBe(403);
    expect((await inject('PATCH', `${GAMES}${game.id}/`, undefined, { status: 'cancelled' })).statusCode).toBe(401);
    expect((await inject('PATCH', `${GAMES}${game.id}/`, staff.headers, { status: 'final' })).statusCode).toBe(400);
    expect((await inject('PATCH', `${GAMES}${game.id}/`, staff.headers, {})).statusCode).toBe(400);
    const cancelled = await inject('PATCH', `${GAMES}${game.id}/`, staff.headers, { status: 'cancelled' });
    expect(json<Game>(cancelled)).toMatchObject({ status: 'cancelled', is_locked: true });
    expect(json<Statement>(await inject('GET', `${STATEMENTS_URL}${pick.id}/`))).toMatchObject({
      outcome: 'not_applicable',
      outcome_notes: 'The game was cancelled.',
    });
    clock.set('2026-12-03T20:00:00Z');
    const score = await result(game, 1, 0);
    expect([score.statusCode, json(score).detail]).toEqual([409, RESULT_OF_CANCELLED]);
    const again = await inject('PATCH', `${GAMES}${game.id}/`, staff.headers, { status: 'scheduled' });
    expect([again.statusCode, json(again).detail]).toEqual([409, CANCELLED_GAME_FIXED]);
    expect((await pickOn(game, { kind: 'winner', side: 'home' })).statusCode).toBe(409);
  });
});
