import { pickWords, teamShortName, type Game, type GamePick, type PickKind } from '@receipts/shared';
import type { CreateForm } from './create-form';

export const PICK_KIND_LABELS: Record<PickKind, string> = { winner: 'Winner', spread: 'Spread', total: 'Total' };

/** The sides of a kind, labelled for this game: the teams for winner and spread, Over/Under for a total. */
export function sidesOf(kind: PickKind, game: Pick<Game, 'home_team' | 'away_team'>): { value: string; label: string }[] {
  if (kind === 'total') {
    return [
      { value: 'over', label: 'Over' },
      { value: 'under', label: 'Under' },
    ];
  }
  return [
    { value: 'away', label: teamShortName(game.away_team) },
    { value: 'home', label: teamShortName(game.home_team) },
  ];
}

/** The form's pick as the API takes it, or null while it is incomplete (a spread or total needs its line). */
export function pickOf(form: CreateForm): GamePick | null {
  if (!form.game_id || !form.pick_kind || !form.pick_side) return null;
  if (form.pick_kind === 'winner') return { kind: 'winner', side: form.pick_side as GamePick['side'], line: null };
  const line = Number(form.pick_line);
  if (form.pick_line.trim() === '' || !Number.isFinite(line)) return null;
  return { kind: form.pick_kind, side: form.pick_side as GamePick['side'], line };
}

/** The pick in the card's words, for the Prediction Choice ("Heat −3.5"); '' while incomplete. */
export function pickChoice(form: CreateForm, game: Pick<Game, 'home_team' | 'away_team'> | undefined): string {
  const pick = pickOf(form);
  return pick && game ? pickWords(pick, game, teamShortName) : '';
}
