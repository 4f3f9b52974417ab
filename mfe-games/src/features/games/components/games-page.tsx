import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, EmptyState, Page, Spinner, gamesApi, useAsyncData } from '@receipts/shared';
import { LEAGUES } from '@receipts/contract/catalog';
import { DateText } from '@receipts/shared/dates';
import { gameState, matchupOf } from '../api/game-words';
import './games.css';

const WEEK_MS = 7 * 86_400_000;

/** /games: the schedule from a week ago to two weeks ahead, by league, each game linked to its page. */
export function GamesPage() {
  const [league, setLeague] = useState('');
  const { state } = useAsyncData(() => {
    const now = Date.now();
    return gamesApi.list({
      league: league || undefined,
      from: new Date(now - WEEK_MS).toISOString(),
      to: new Date(now + 2 * WEEK_MS).toISOString(),
      per_page: 100,
    });
  }, [league]);
  return (
    <Page title="Games" subtitle="Pick a game: picks lock at tip-off and grade themselves from the final score">
      <label className="games-filter">
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
      {state.status === 'success' && state.data.results.length === 0 && <EmptyState>No games in these weeks.</EmptyState>}
      {state.status === 'success' && state.data.results.length > 0 && (
        <ul className="games-list">
          {state.data.results.map((game) => (
            <li key={game.id}>
              <Card>
                <Link to={`/games/${game.id}`} className="games-list__link">
                  <strong>{matchupOf(game)}</strong>
                </Link>
                <span className="rc-muted">
                  {' '}
                  · {game.league} · <DateText value={game.starts_at} />
                  {gameState(game) ? ` · ${gameState(game)}` : ''}
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
