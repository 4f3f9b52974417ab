import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  Card,
  Chip,
  EmptyState,
  Page,
  Spinner,
  authorName,
  gamesApi,
  isApiError,
  plural,
  statementsApi,
  useAsyncData,
  type Statement,
} from '@receipts/shared';
import { DateText } from '@receipts/shared/dates';
import { gameState, matchupOf, pickOf, splitByKind } from '../api/game-words';
import './games.css';

const OUTCOME_LABEL: Record<string, string> = { correct: 'CORRECT', incorrect: 'INCORRECT', push: 'PUSH', pending: 'PENDING' };

function PickRow({ statement }: { statement: Statement }) {
  return (
    <li className="games-pick">
      <Link to={`/statements/${statement.id}`} className="games-pick__link">
        <strong>{authorName(statement.user)}</strong>: {pickOf(statement)}
      </Link>
      {statement.outcome && OUTCOME_LABEL[statement.outcome] && <Chip outlined>{OUTCOME_LABEL[statement.outcome]}</Chip>}
    </li>
  );
}

/** /games/:id: the matchup, its start and state, the community's split and every pick on it. */
export function GamePage() {
  const { id = '' } = useParams();
  const gameId = Number(id);
  const valid = Number.isInteger(gameId) && gameId > 0;
  const { state } = useAsyncData(
    () =>
      valid
        ? Promise.all([gamesApi.get(gameId), statementsApi.list({ game_id: gameId, per_page: 50 })])
        : Promise.reject(new Error('bad id')),
    [gameId],
  );
  if (state.status === 'loading')
    return (
      <Page title="Game">
        <Spinner label="Loading the game" />
      </Page>
    );
  if (state.status === 'error') {
    const missing = !valid || (isApiError(state.error) && state.error.status === 404);
    return (
      <Page title="Game">
        <Alert>{missing ? 'This game does not exist.' : 'Could not load the game. Reload the page to try again.'}</Alert>
        <Link to="/games">All games</Link>
      </Page>
    );
  }
  const [game, picks] = state.data;
  const status = gameState(game);
  const split = splitByKind(game);
  return (
    <Page
      title={matchupOf(game)}
      subtitle={`${game.league}${game.venue ? ` · ${game.venue}` : ''}`}
      actions={<Link to="/games">All games</Link>}
    >
      <Card>
        <p>
          <DateText value={game.starts_at} /> {status && <strong>· {status}</strong>}
        </p>
        <p className="rc-muted">{game.is_locked ? 'Picks are locked.' : 'Picks lock at tip-off.'}</p>
      </Card>
      <Card>
        <h2>The community’s split</h2>
        {split.length === 0 && <EmptyState>No picks yet.</EmptyState>}
        {split.map((group) => (
          <div key={group.kind} className="games-split">
            <h3>
              {group.kind} <span className="rc-muted">({plural(group.total, 'pick')})</span>
            </h3>
            <ul>
              {group.rows.map((row) => (
                <li key={row.label}>
                  <span className="games-split__bar" style={{ width: `${row.percent}%` }} aria-hidden="true" />
                  {row.percent}% {row.label}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Card>
      <Card>
        <h2>Picks</h2>
        {picks.length === 0 ? (
          <EmptyState>No picks on this game yet.</EmptyState>
        ) : (
          <ul className="games-picks">
            {picks.map((statement) => (
              <PickRow key={statement.id} statement={statement} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
