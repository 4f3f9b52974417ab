import { sql } from 'drizzle-orm';
import { pickWords, teamShortName, matchupWords, type GamePick, type GameStatus } from '@receipts/contract';
import { CATALOG } from '@receipts/contract/catalog';
import type { Db } from '../db';
import { games, statementTopics, statements } from '../db/schema';
import { gradePicks, type GameRow } from '../domains/games/data/games';
import { rowsOf } from '../repositories/sql';
import { createRandom, type Random } from './prng';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The schedule runs from this many days back to this many ahead. */
export const SCHEDULE_PAST_DAYS = 14;
export const SCHEDULE_AHEAD_DAYS = 14;
/** Picks on final games go to members outside the analysts' planned season, at most this many each (below the rank minimum). */
const MAX_GRADED_PICKS_EACH = 3;

/** Per league: when its games start (UTC hour), on which days, a typical total and how scores spread. */
const LEAGUE_PLAN: Record<string, { hour: number; days: (day: Date) => boolean; total: number; score: [number, number]; spread: number }> =
  {
    NBA: { hour: 0.5, days: () => true, total: 222.5, score: [96, 128], spread: 7.5 },
    NHL: { hour: 0, days: (day) => day.getUTCDate() % 2 === 0, total: 5.5, score: [0, 6], spread: 1.5 },
    NFL: { hour: 18, days: (day) => day.getUTCDay() === 0, total: 44.5, score: [10, 38], spread: 6.5 },
    // MLB is in its off-season: no games on the demo schedule.
  };

const BODIES = ['Pick of the night.', 'The matchup says it all.', 'Rest advantage, and they are at home.', 'Trust the form.'];

interface PlannedGame {
  id: number;
  league: string;
  home: string;
  away: string;
  startsAt: number;
  status: GameStatus;
  homeScore: number | null;
  awayScore: number | null;
}

/** Staff enter a score by the next afternoon (UTC): three hours after the start at the earliest. */
const dayStartOf = (instant: number) => instant - (instant % DAY);
const resolutionOf = (startsAt: number) => Math.max(startsAt + 3 * HOUR, dayStartOf(startsAt) + 16 * HOUR);

function planGames(random: Random, now: number, firstId: number): PlannedGame[] {
  const planned: PlannedGame[] = [];
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  for (let offset = -SCHEDULE_PAST_DAYS; offset < SCHEDULE_AHEAD_DAYS; offset += 1) {
    const day = new Date(today + offset * DAY);
    for (const [league, plan] of Object.entries(LEAGUE_PLAN)) {
      if (!plan.days(day)) continue;
      const [home, away] = random.sample(
        CATALOG.teams.filter((team) => team.league === league).map((team) => team.id),
        2,
      );
      const startsAt = day.getTime() + plan.hour * HOUR + (league === 'NFL' ? 0 : DAY);
      const final = resolutionOf(startsAt) < now;
      planned.push({
        id: firstId + planned.length,
        league,
        home,
        away,
        startsAt,
        status: final ? 'final' : 'scheduled',
        homeScore: final ? random.int(...plan.score) : null,
        awayScore: final ? random.int(...plan.score) : null,
      });
    }
  }
  // One called off in the past (its picks not applicable) and one postponed a day ahead.
  const cancelled = planned.find((game) => game.league === 'NHL' && game.status === 'final');
  if (cancelled) Object.assign(cancelled, { status: 'cancelled', homeScore: null, awayScore: null });
  const postponed = planned.find((game) => game.league === 'NBA' && game.startsAt > now + 4 * DAY);
  if (postponed) Object.assign(postponed, { status: 'postponed', startsAt: postponed.startsAt + DAY });
  return planned;
}

function randomPick(random: Random, league: string): GamePick {
  const plan = LEAGUE_PLAN[league];
  const kind = random.pick(['winner', 'spread', 'total'] as const);
  if (kind === 'winner') return { kind, side: random.pick(['home', 'away'] as const), line: null };
  if (kind === 'spread') {
    const line = random.int(-plan.spread * 2, plan.spread * 2) / 2;
    return { kind, side: random.pick(['home', 'away'] as const), line };
  }
  return { kind, side: random.pick(['over', 'under'] as const), line: plan.total + random.int(-4, 4) / 2 };
}

/**
 * The games of a season around now (three leagues; MLB is off): final ones with scores, one cancelled, one postponed,
 * upcoming ones, with demo members' picks on them. Picks on final games are graded by the API's own grading (no
 * notifications), so their outcomes follow the rules; they go to the members outside the analysts' planned season
 * (season.ts), a few each, so the boards' order stays as planned. Its own PRNG stream.
 */
export async function seedGames(tx: Tx, now: number, userIds: number[], pickers: number[], timeZone: string): Promise<void> {
  const random = createRandom(20261127);
  const [{ id: nextId }] = await rowsOf<{ id: string | number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('games', 'id')) AS id`);
  const planned = planGames(random, now, Number(nextId));
  await tx.insert(games).values(
    planned.map((game) => ({
      id: game.id,
      externalId: `demo-${game.league.toLowerCase()}-${new Date(game.startsAt).toISOString().slice(0, 10)}-${game.away}-${game.home}`,
      league: game.league,
      homeTeam: game.home,
      awayTeam: game.away,
      startsAt: new Date(game.startsAt),
      status: game.status,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      createdAt: new Date(now - 30 * DAY),
      updatedAt: new Date(now - 30 * DAY),
    })),
  );
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('games', 'id'), ${planned[planned.length - 1].id})`);

  const graded = new Map<number, number>();
  const picks: (typeof statements.$inferInsert)[] = [];
  for (const game of planned) {
    const past = game.startsAt < now;
    // The last ten days' games and the next three's get picks; further ones are still quiet.
    if (game.startsAt < now - 10 * DAY || game.startsAt > now + 3 * DAY) continue;
    const eligible = past ? pickers.filter((id) => (graded.get(id) ?? 0) < MAX_GRADED_PICKS_EACH) : userIds;
    for (const userId of random.sample(eligible, past ? 2 : 3)) {
      if (past) graded.set(userId, (graded.get(userId) ?? 0) + 1);
      const pick = randomPick(random, game.league);
      const teams = { home_team: game.home, away_team: game.away };
      const words = pickWords(pick, teams, teamShortName);
      picks.push({
        userId,
        statementType: 'prediction',
        title: `${matchupWords(teams, teamShortName)}: ${words}`,
        body: random.pick(BODIES),
        league: game.league,
        predictionChoice: words,
        confidenceLevel: random.int(4, 8),
        eventDate: new Date(game.startsAt).toISOString().slice(0, 10),
        outcome: 'pending',
        // Posted before the game's day began (UTC), as a receipt must be, and over the last two days for the games
        // ahead: picks arrive one by one, not as one block at the top of the feed.
        createdAt: new Date(Math.min(now - random.int(2, 48) * HOUR, dayStartOf(game.startsAt) - random.int(2, 30) * HOUR)),
        gameId: game.id,
        pickKind: pick.kind,
        pickSide: pick.side,
        pickLine: pick.line,
      });
    }
  }
  if (picks.length) {
    const ids = await tx.insert(statements).values(picks).returning({ id: statements.id });
    await tx.insert(statementTopics).values(ids.map(({ id }) => ({ statementId: id, topicId: 'regular-season' })));
  }

  for (const game of planned.filter((candidate) => candidate.status === 'final' || candidate.status === 'cancelled')) {
    const row: GameRow = {
      id: game.id,
      external_id: null,
      league: game.league,
      home_team: game.home,
      away_team: game.away,
      starts_at: new Date(game.startsAt).toISOString(),
      venue: null,
      status: game.status,
      home_score: game.homeScore,
      away_score: game.awayScore,
    };
    await gradePicks(tx, row, null, new Date(resolutionOf(game.startsAt)).toISOString(), timeZone, false);
  }
}
