import { z } from 'zod';
import { normalizeLeague, teamById } from '../catalog';
import {
  EXTERNAL_ID_MAX,
  GAME_EDIT_STATUSES,
  GAME_IMPORT_MAX,
  GAME_STATUSES,
  GAMES_PER_PAGE_MAX,
  PICK_KINDS,
  SCORE_MAX,
  SPREAD_MAX,
  TEAM_SIDES,
  TOTAL_MAX,
  TOTAL_SIDES,
  VENUE_MAX,
} from '../games';
import { MAX_PAGE } from '../limits';
import { MAX_BIG_ID, optionalQuery, userSummarySchema } from './common';

export const gameStatus = z.enum(GAME_STATUSES);

const leagueId = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const id = normalizeLeague(value);
    if (!id) ctx.addIssue({ code: 'custom', message: 'Unknown league. Use one of: NBA, NFL, MLB, NHL.' });
    return id ?? z.NEVER;
  });

/** `{id}` of a game (bigint). */
export const gameIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,16}$/, 'id must be a positive integer.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'id must be a positive integer.').max(MAX_BIG_ID, 'id is out of range.')),
});

/** A game: league and teams are catalogue ids; starts_at is UTC; scores are null until a result is entered. */
export const gameSchema = z.object({
  id: z.number(),
  external_id: z.string().nullable(),
  league: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  starts_at: z.string(),
  venue: z.string().nullable(),
  status: gameStatus,
  home_score: z.number().nullable(),
  away_score: z.number().nullable(),
  /** Picks lock at the start: true once starts_at has passed (or the game is final or cancelled). */
  is_locked: z.boolean(),
});

/** What a statement carries of its game. */
export const gameSummarySchema = gameSchema.pick({
  id: true,
  league: true,
  home_team: true,
  away_team: true,
  starts_at: true,
  status: true,
  home_score: true,
  away_score: true,
});

/**
 * A pick on a game: who wins; a side against the spread (from that side's view, e.g. away +3.5); over/under a
 * total. Sides home/away for winner and spread, over/under for total; a line (half points) for spread and total,
 * none for winner.
 */
export const pickInput = z
  .object({
    kind: z.enum(PICK_KINDS, { message: `kind is one of: ${PICK_KINDS.join(', ')}.` }),
    side: z.enum([...TEAM_SIDES, ...TOTAL_SIDES], { message: 'side is home or away (winner, spread), over or under (total).' }),
    line: z.number({ message: 'line must be a number.' }).nullish(),
  })
  .superRefine((pick, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const teamSide = (TEAM_SIDES as readonly string[]).includes(pick.side);
    if (pick.kind === 'total' ? teamSide : !teamSide) {
      fail('side', pick.kind === 'total' ? 'A total is picked over or under.' : 'Pick the home or the away side.');
    }
    if (pick.kind === 'winner') {
      if (pick.line != null) fail('line', 'A winner pick has no line.');
      return;
    }
    const max = pick.kind === 'spread' ? SPREAD_MAX : TOTAL_MAX;
    const what = pick.kind === 'spread' ? 'The spread' : 'The total';
    if (pick.line == null) fail('line', `${what} needs a line.`);
    else if (!Number.isInteger(pick.line * 2)) fail('line', `${what} must be in half points (e.g. 3.5).`);
    else if (Math.abs(pick.line) > max) fail('line', `${what} must be between -${max} and ${max}.`);
    else if (pick.kind === 'total' && pick.line <= 0) fail('line', 'The total must be more than 0.');
  });

export const pickSchema = z.object({
  kind: z.enum(PICK_KINDS),
  side: z.enum([...TEAM_SIDES, ...TOTAL_SIDES]),
  line: z.number().nullable(),
});

const isoInstant = z.iso.datetime({ offset: true, message: 'Use an ISO 8601 date and time with a zone, e.g. 2026-12-01T00:30:00Z.' });
const dayOrInstant = z.union([z.iso.date(), isoInstant], { message: 'Use a date (YYYY-MM-DD) or an ISO 8601 date and time.' });

/** GET /api/games/: filters, then pages of at most GAMES_PER_PAGE_MAX, soonest first. */
export const gameListQuery = z.object({
  league: optionalQuery(leagueId),
  team: optionalQuery(z.string().max(100)).describe('A catalogue team id, e.g. nba-celtics (home or away)'),
  from: optionalQuery(dayOrInstant).describe('Starting at or after (a day is its start in UTC)'),
  to: optionalQuery(dayOrInstant).describe('Starting before (a day is its end in UTC)'),
  status: optionalQuery(gameStatus),
  page: optionalQuery(
    z
      .string()
      .regex(/^\d{1,9}$/, 'page must be a positive integer.')
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_PAGE)),
  ),
  per_page: optionalQuery(
    z
      .string()
      .regex(/^\d{1,9}$/, 'per_page must be a positive integer.')
      .transform(Number)
      .pipe(z.number().int().min(1).max(GAMES_PER_PAGE_MAX, `per_page must be at most ${GAMES_PER_PAGE_MAX}.`)),
  ),
});

export const gamePageSchema = z.object({
  results: z.array(gameSchema),
  /** The next page's number, null after the last. */
  next_page: z.number().nullable(),
});

const teamId = z.string().max(100);
const venue = z.string().trim().max(VENUE_MAX).nullish();

/** Teams must be catalogue teams of the league, and two different ones. */
function teamsOf<T extends { league: string; home_team: string; away_team: string }>(game: T, ctx: z.RefinementCtx) {
  for (const side of ['home_team', 'away_team'] as const) {
    const team = teamById.get(game[side]);
    if (!team) ctx.addIssue({ code: 'custom', path: [side], message: 'Unknown team.' });
    else if (team.league !== game.league) ctx.addIssue({ code: 'custom', path: [side], message: 'This team is not in the chosen league.' });
  }
  if (game.home_team === game.away_team) ctx.addIssue({ code: 'custom', path: ['away_team'], message: 'A team cannot play itself.' });
}

export const createGameBody = z
  .object({
    league: leagueId,
    home_team: teamId,
    away_team: teamId,
    starts_at: isoInstant,
    venue,
    external_id: z.string().trim().min(1).max(EXTERNAL_ID_MAX).nullish(),
  })
  .superRefine(teamsOf);

/** Reschedule (starts_at), postpone, cancel, mark live, or change the venue; at least one field. */
export const updateGameBody = z
  .object({ starts_at: isoInstant.optional(), venue, status: z.enum(GAME_EDIT_STATUSES).optional() })
  .refine((body) => body.starts_at !== undefined || body.venue !== undefined || body.status !== undefined, {
    message: 'Give starts_at, venue or status.',
  });

/** One row of an import: checked one by one (a bad row is reported in `errors`, the others go in). */
export const importGameRow = z.object({
  external_id: z.string().trim().min(1).max(EXTERNAL_ID_MAX),
  league: z.string().max(20),
  home_team: teamId,
  away_team: teamId,
  starts_at: z.string().max(40),
  venue,
});
export const importGamesBody = z
  .array(importGameRow)
  .min(1, 'Send at least one game.')
  .max(GAME_IMPORT_MAX, `Send at most ${GAME_IMPORT_MAX} games at a time.`);

export const importGamesResponse = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  errors: z.array(z.object({ index: z.number(), external_id: z.string(), message: z.string() })),
});

const score = z
  .number()
  .int('Scores are whole numbers.')
  .min(0, 'Scores are 0 or more.')
  .max(SCORE_MAX, `Scores are at most ${SCORE_MAX}.`);
export const gameResultBody = z.object({ home_score: score, away_score: score });

/** A result's answer: the game, and how many picks on it changed outcome. */
export const gameResultResponse = z.object({ game: gameSchema, graded: z.number() });

/** The community's split on a game: per kind, side and line, how many picks (the game page's "62% Knicks"). */
export const gameSplitSchema = z.object({
  kind: z.enum(['winner', 'spread', 'total']),
  side: z.enum([...TEAM_SIDES, ...TOTAL_SIDES]),
  picks: z.number(),
});
export const gameDetailSchema = gameSchema.extend({ picks: z.number(), split: z.array(gameSplitSchema) });

/** Every change staff made to a game: who, when, what (schedule, status, score) and how many picks it graded. */
export const gameAuditEntrySchema = z.object({
  id: z.number(),
  action: z.enum(['create', 'import', 'update', 'result']),
  changed_by: userSummarySchema.nullable(),
  changed_at: z.string(),
  status: gameStatus,
  starts_at: z.string(),
  home_score: z.number().nullable(),
  away_score: z.number().nullable(),
  graded: z.number(),
});

export type Game = z.output<typeof gameSchema>;
export type GameSummary = z.output<typeof gameSummarySchema>;
export type GameDetail = z.output<typeof gameDetailSchema>;
export type GamePage = z.output<typeof gamePageSchema>;
export type GameListQuery = z.input<typeof gameListQuery>;
export type PickInput = z.input<typeof pickInput>;
export type CreateGameRequest = z.input<typeof createGameBody>;
export type UpdateGameRequest = z.input<typeof updateGameBody>;
export type ImportGameRow = z.input<typeof importGameRow>;
export type ImportGamesResponse = z.output<typeof importGamesResponse>;
export type GameResultRequest = z.input<typeof gameResultBody>;
export type GameResultResponse = z.output<typeof gameResultResponse>;
export type GameAuditEntry = z.output<typeof gameAuditEntrySchema>;
