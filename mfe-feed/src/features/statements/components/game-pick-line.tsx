import { Link } from 'react-router-dom';
import { matchupWords, pickWords, teamShortName, type Statement } from '@receipts/shared';

/**
 * A pick on a scheduled game, in plain words: "Celtics @ Heat · Celtics +3.5", linked to the game's page, with the
 * final score once there is one (or "Postponed" / "Cancelled"). Nothing for a statement not tied to a game.
 */
export function GamePickLine({ statement }: { statement: Statement }) {
  const { game, pick } = statement;
  if (!game || !pick) return null;
  const state =
    game.status === 'final' && game.home_score !== null && game.away_score !== null
      ? `Final ${game.away_score}–${game.home_score}`
      : game.status === 'postponed'
        ? 'Postponed'
        : game.status === 'cancelled'
          ? 'Cancelled'
          : null;
  return (
    <p className="feed-card__game rc-wrap">
      <Link to={`/games/${game.id}`}>
        {matchupWords(game, teamShortName)} · {pickWords(pick, game, teamShortName)}
      </Link>
      {state && <span className="rc-muted"> · {state}</span>}
    </p>
  );
}
