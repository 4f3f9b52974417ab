import { matchupWords, PICK_KINDS, PICKABLE_DAYS, teamShortName, type PickKind } from '@receipts/shared';
import { formatDate } from '@receipts/shared/dates';
import type { CreateForm } from '../api/create-form';
import { PICK_KIND_LABELS, pickChoice, sidesOf } from '../api/game-pick';
import { useLeagueGames } from '../hooks/use-league-games';

interface GamePickFieldsProps {
  form: CreateForm;
  onChange: (patch: Partial<CreateForm>) => void;
}

/**
 * A pick on one of the league's games of the next two weeks: the game, then the kind (winner, spread, total), the
 * side and the line. The pick in words fills the Prediction Choice; the prediction locks at the game's start and
 * grades itself from its final score.
 */
export function GamePickFields({ form, onChange }: GamePickFieldsProps) {
  const games = useLeagueGames(form.league);
  if (!form.league) return null;
  const list = games.status === 'success' ? games.games : [];
  const game = list.find((candidate) => String(candidate.id) === form.game_id);
  // Every change re-words the Prediction Choice from the pick (the fan may still edit it afterwards).
  const update = (patch: Partial<CreateForm>) => {
    const next = { ...form, ...patch };
    const words = pickChoice(next, game ?? list.find((candidate) => String(candidate.id) === next.game_id));
    onChange(words ? { ...patch, prediction_choice: words } : patch);
  };
  const sides = game && form.pick_kind ? sidesOf(form.pick_kind, game) : [];

  return (
    <fieldset className="create-game">
      <legend className="create-label">Pick a game (optional)</legend>
      {games.status === 'loading' && <p className="rc-muted create-help">Loading the schedule…</p>}
      {games.status === 'error' && <p className="rc-muted create-help">The schedule could not be loaded.</p>}
      {games.status === 'success' && list.length === 0 && (
        <p className="rc-muted create-help">No games in the next {PICKABLE_DAYS} days.</p>
      )}
      {list.length > 0 && (
        <div className="create-row">
          <label className="create-field">
            <span className="create-label">Game</span>
            <select
              className="rc-input"
              value={form.game_id}
              onChange={(event) => update({ game_id: event.target.value, pick_kind: '', pick_side: '', pick_line: '' })}
            >
              <option value="">None</option>
              {list.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {matchupWords(candidate, teamShortName)} · {formatDate(candidate.starts_at)}
                </option>
              ))}
            </select>
          </label>
          {game && (
            <label className="create-field">
              <span className="create-label">Pick</span>
              <select
                className="rc-input"
                value={form.pick_kind}
                onChange={(event) => update({ pick_kind: event.target.value as PickKind | '', pick_side: '', pick_line: '' })}
              >
                <option value="">Choose</option>
                {PICK_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {PICK_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </label>
          )}
          {game && form.pick_kind && (
            <label className="create-field">
              <span className="create-label">Side</span>
              <select className="rc-input" value={form.pick_side} onChange={(event) => update({ pick_side: event.target.value })}>
                <option value="">Choose</option>
                {sides.map((side) => (
                  <option key={side.value} value={side.value}>
                    {side.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {game && (form.pick_kind === 'spread' || form.pick_kind === 'total') && (
            <label className="create-field">
              <span className="create-label">{form.pick_kind === 'spread' ? 'Line (your side, e.g. -3.5)' : 'Total points'}</span>
              <input
                className="rc-input"
                type="number"
                inputMode="decimal"
                step="0.5"
                value={form.pick_line}
                onChange={(event) => update({ pick_line: event.target.value })}
              />
            </label>
          )}
        </div>
      )}
      {game && <p className="rc-muted create-help">Locks at tip-off and grades itself from the final score.</p>}
    </fieldset>
  );
}
