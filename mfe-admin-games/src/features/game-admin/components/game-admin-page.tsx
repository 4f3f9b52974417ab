import { useState } from 'react';
import { Alert, EmptyState, Page, Spinner, gamesApi, useAsyncData } from '@receipts/shared';
import { LEAGUES } from '@receipts/contract/catalog';
import { StaffOnly } from '@receipts/shared/staff-only';
import { GameRow } from './game-row';
import { ImportForm } from './import-form';
import './game-admin.css';

const TITLE = 'Game results';
const DAY_MS = 86_400_000;

function Schedule() {
  const [league, setLeague] = useState('');
  const [version, setVersion] = useState(0);
  const { state } = useAsyncData(() => {
    const now = Date.now();
    return gamesApi.list({
      league: league || undefined,
      from: new Date(now - 7 * DAY_MS).toISOString(),
      to: new Date(now + 14 * DAY_MS).toISOString(),
      per_page: 100,
    });
  }, [league, version]);
  const reload = () => setVersion((current) => current + 1);
  return (
    <Page title={TITLE} subtitle="Enter or correct final scores (every pick on the game is graded), postpone, cancel, import">
      <ImportForm onImported={reload} />
      <label className="admin-games__field admin-games__league">
        <span>League</span>
        <select className="rc-input" value={league} onChange={(event) => setLeague(event.target.value)}>
          <option value="">All leagues</option>
          {LEAGUES.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      {state.status === 'loading' && <Spinner label="Loading the schedule" />}
      {state.status === 'error' && <Alert>Could not load the schedule. Reload the page to try again.</Alert>}
      {state.status === 'success' && state.data.results.length === 0 && (
        <EmptyState>No games from a week ago to two weeks ahead.</EmptyState>
      )}
      {state.status === 'success' && state.data.results.length > 0 && (
        <ul className="admin-games__list">
          {state.data.results.map((game) => (
            <GameRow
              key={`${game.id}-${game.status}-${game.home_score}-${game.away_score}-${game.starts_at}`}
              game={game}
              onChanged={reload}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}

/** /admin/games (staff): the schedule from a week ago to two weeks ahead, results, postponements and imports. */
export function GameAdminPage() {
  return (
    <StaffOnly title={TITLE}>
      <Schedule />
    </StaffOnly>
  );
}
