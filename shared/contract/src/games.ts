/**
 * Games: scheduled matchups a prediction can be tied to. A pick on a game locks at the game's start (its current
 * starts_at, so a postponement moves the lock) and grades itself from the final score. Zod-free: the browser
 * imports these constants and the wording helpers.
 */
export const GAME_STATUSES = ['scheduled', 'live', 'final', 'postponed', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
/** What staff may set with PATCH (final comes only from a result). */
export const GAME_EDIT_STATUSES = ['scheduled', 'live', 'postponed', 'cancelled'] as const satisfies readonly GameStatus[];

export const PICK_KINDS = ['winner', 'spread', 'total'] as const;
export type PickKind = (typeof PICK_KINDS)[number];
export const TEAM_SIDES = ['home', 'away'] as const;
export const TOTAL_SIDES = ['over', 'under'] as const;
export type PickSide = (typeof TEAM_SIDES)[number] | (typeof TOTAL_SIDES)[number];

/** Lines are in half points; a spread of at most 100 either way, a total up to 1000 points. */
export const SPREAD_MAX = 100;
export const TOTAL_MAX = 1000;
export const SCORE_MAX = 999;
/** Games per import request, and per page of the schedule. */
export const GAME_IMPORT_MAX = 500;
export const GAMES_PER_PAGE_MAX = 100;
export const GAMES_PER_PAGE_DEFAULT = 50;
/** The create form offers the chosen league's games of the next this-many days. */
export const PICKABLE_DAYS = 14;
export const VENUE_MAX = 200;
export const EXTERNAL_ID_MAX = 100;

export const PICK_LOCKED = 'This game has started: picks on it are locked.';
export const GAME_NOT_PICKABLE = 'This game is not open for picks (it is final or cancelled).';
export const GAME_UNKNOWN = 'Unknown game.';
export const GAME_LEAGUE_MISMATCH = 'This game is not in the chosen league.';
export const PICK_WITHOUT_GAME = 'A pick needs a game (game_id).';
export const GAME_WITHOUT_PICK = 'Choose a pick for this game.';
export const RESULT_BEFORE_START = 'This game has not started yet: enter its score after tip-off.';
export const RESULT_OF_CANCELLED = 'This game was cancelled: it has no score.';
export const FINAL_GAME_FIXED = 'This game is final: correct its score instead.';
export const CANCELLED_GAME_FIXED = 'This game was cancelled: it cannot be rescheduled.';

export interface GamePick {
  kind: PickKind;
  side: PickSide;
  line: number | null;
}

/** What the card needs of a game. */
export interface GameTeams {
  home_team: string;
  away_team: string;
}

/** '+3.5', '−3.5' (a real minus sign), '0'. */
export function signedLine(line: number): string {
  if (line === 0) return 'PK';
  return line > 0 ? `+${line}` : `\u2212${Math.abs(line)}`;
}

/**
 * The pick in plain words, with team names from `nameOf` (catalogue ids → short names):
 * "Knicks", "Knicks −3.5", "Over 221.5".
 */
export function pickWords(pick: GamePick, game: GameTeams, nameOf: (teamId: string) => string): string {
  if (pick.kind === 'total') return `${pick.side === 'over' ? 'Over' : 'Under'} ${pick.line ?? ''}`.trim();
  const team = nameOf(pick.side === 'home' ? game.home_team : game.away_team);
  if (pick.kind === 'winner') return `${team} to win`;
  return `${team} ${signedLine(pick.line ?? 0)}`;
}

/** "Celtics @ Knicks": away at home. */
export function matchupWords(game: GameTeams, nameOf: (teamId: string) => string): string {
  return `${nameOf(game.away_team)} @ ${nameOf(game.home_team)}`;
}

/**
 * A catalogue team id's short name, without the catalogue: 'nba-celtics' → 'Celtics', 'nhl-maple-leafs' → 'Maple
 * Leafs' (cards and the game page say it so; the catalogue's ids are the league and the nickname).
 */
export function teamShortName(teamId: string): string {
  return teamId
    .replace(/^[a-z]+-/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
