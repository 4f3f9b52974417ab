import { CATALOG } from '@receipts/contract/catalog';

/** Teams of the catalogue, league by league, as checkboxes; once `max` are picked the rest wait. */
export function FavouriteTeamsPicker({ value, max, onChange }: { value: string[]; max: number; onChange: (ids: string[]) => void }) {
  const full = value.length >= max;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((team) => team !== id));
  return (
    <fieldset className="rc-settings__teams">
      <legend>Favourite teams</legend>
      <p className="rc-muted">
        Pick up to {max} ({value.length} chosen).
      </p>
      {CATALOG.leagues.map((league) => (
        <div key={league.id} role="group" aria-label={league.name} className="rc-settings__league">
          <span className="rc-settings__league-name">{league.name}</span>
          {CATALOG.teams
            .filter((team) => team.league === league.id)
            .map((team) => {
              const checked = value.includes(team.id);
              return (
                <label key={team.id} className="rc-settings__team">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(team.id, event.target.checked)}
                  />
                  {team.name}
                </label>
              );
            })}
        </div>
      ))}
    </fieldset>
  );
}

/** Team names of catalogue ids, unknown ids left out. */
export function teamNames(ids: readonly string[]): string[] {
  const byId = new Map(CATALOG.teams.map((team) => [team.id, team.name]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
