import { teamNames } from './favourite-teams-picker';

/** The profile's line of favourite teams (what the member picked in Settings); nothing when none. */
export function FavouriteTeams({ ids }: { ids: readonly string[] | undefined }) {
  const names = teamNames(ids ?? []);
  if (names.length === 0) return null;
  return (
    <p className="rc-muted" style={{ margin: '4px 0' }}>
      Favourite teams: {names.join(', ')}
    </p>
  );
}
