import { matchupWords, pickWords, teamShortName, type Game, type GameDetail, type Statement } from '@receipts/shared';

export const matchupOf = (game: Pick<Game, 'home_team' | 'away_team'>) => matchupWords(game, teamShortName);

/** "Final: Celtics 104, Heat 107", "Postponed", "Cancelled", "Live" or nothing for a scheduled game. */
export function gameState(game: Pick<Game, 'status' | 'home_team' | 'away_team' | 'home_score' | 'away_score'>): string | null {
  if (game.status === 'final' && game.home_score !== null && game.away_score !== null) {
    return `Final: ${teamShortName(game.away_team)} ${game.away_score}, ${teamShortName(game.home_team)} ${game.home_score}`;
  }
  if (game.status === 'postponed') return 'Postponed';
  if (game.status === 'cancelled') return 'Cancelled';
  if (game.status === 'live') return 'Live';
  return null;
}

/** A pick in the card's words. */
export const pickOf = (statement: Statement): string =>
  statement.game && statement.pick ? pickWords(statement.pick, statement.game, teamShortName) : (statement.prediction_choice ?? '');

export interface SplitRow {
  label: string;
  picks: number;
  percent: number;
}

/**
 * The community's split per kind of pick, e.g. winner: 62% Knicks / 38% Celtics. Percentages of the kind's picks,
 * rounded (each kind's rows add up to about 100).
 */
export function splitByKind(game: GameDetail): { kind: string; total: number; rows: SplitRow[] }[] {
  const kinds = [
    { kind: 'winner', title: 'Winner' },
    { kind: 'spread', title: 'Spread' },
    { kind: 'total', title: 'Total' },
  ] as const;
  const label = (side: string) =>
    side === 'home' ? teamShortName(game.home_team) : side === 'away' ? teamShortName(game.away_team) : side === 'over' ? 'Over' : 'Under';
  return kinds
    .map(({ kind, title }) => {
      const rows = game.split.filter((entry) => entry.kind === kind);
      const total = rows.reduce((sum, entry) => sum + entry.picks, 0);
      return {
        kind: title,
        total,
        rows: rows.map((entry) => ({ label: label(entry.side), picks: entry.picks, percent: Math.round((entry.picks / total) * 100) })),
      };
    })
    .filter((group) => group.total > 0);
}
