import type { Catalog } from '@receipts/shared';
import type { CreateForm } from '../api/create-form';

interface LinkFieldsProps {
  catalog: Readonly<Catalog>;
  form: CreateForm;
  onChange: (patch: Partial<CreateForm>) => void;
}

/**
 * The optional links from the built-in catalogue (a constant of the contract: nothing to fetch, nothing
 * to fail). A new league clears team and player, a new team clears player.
 */
export function LinkFields({ catalog, form, onChange }: LinkFieldsProps) {
  const teams = catalog.teams.filter((team) => team.league === form.league);
  const players = catalog.players.filter((player) => player.team === form.team_a);
  const toggleTopic = (id: string) =>
    onChange({ topics: form.topics.includes(id) ? form.topics.filter((topic) => topic !== id) : [...form.topics, id] });

  return (
    <>
      <div className="create-row">
        <label className="create-field">
          <span className="create-label">League</span>
          <select
            className="rc-input"
            value={form.league}
            onChange={(event) => onChange({ league: event.target.value, team_a: '', player: '' })}
          >
            <option value="">None</option>
            {catalog.leagues.map((league) => (
              <option key={league.id} value={league.id}>
                {league.name}
              </option>
            ))}
          </select>
        </label>
        <label className="create-field">
          <span className="create-label">Team</span>
          <select
            className="rc-input"
            value={form.team_a}
            disabled={!form.league}
            onChange={(event) => onChange({ team_a: event.target.value, player: '' })}
          >
            <option value="">None</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
        <label className="create-field">
          <span className="create-label">Player</span>
          <select
            className="rc-input"
            value={form.player}
            disabled={!form.team_a}
            onChange={(event) => onChange({ player: event.target.value })}
          >
            <option value="">None</option>
            {players.map((player) => (
              <option key={player.id} value={player.id}>
                {player.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="create-topics">
        <legend className="create-label">Topics</legend>
        {catalog.topics.map((topic) => (
          <label key={topic.id} className="create-topic">
            <input type="checkbox" checked={form.topics.includes(topic.id)} onChange={() => toggleTopic(topic.id)} />
            {topic.name}
          </label>
        ))}
      </fieldset>
    </>
  );
}
