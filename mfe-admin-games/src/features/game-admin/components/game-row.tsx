import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, gamesApi, matchupWords, teamShortName, type Game } from '@receipts/shared';
import { DateText } from '@receipts/shared/dates';
import { useStaffAction } from '../hooks/use-staff-action';

const scoreLabel = (game: Game) =>
  game.home_score !== null && game.away_score !== null ? `${game.away_score}–${game.home_score}` : 'no score';

/** One game: its state, the result form (enter or correct the final score), and postpone or cancel. */
export function GameRow({ game, onChanged }: { game: Game; onChanged: () => void }) {
  const matchup = matchupWords(game, teamShortName);
  const [home, setHome] = useState(game.home_score === null ? '' : String(game.home_score));
  const [away, setAway] = useState(game.away_score === null ? '' : String(game.away_score));
  const [moveTo, setMoveTo] = useState('');
  const { run, busy, error } = useStaffAction(onChanged);
  const closed = game.status === 'cancelled';

  function saveScore(event: FormEvent) {
    event.preventDefault();
    void run(
      () => gamesApi.result(game.id, { home_score: Number(home), away_score: Number(away) }),
      `${matchup}: final score saved, picks graded.`,
    );
  }

  return (
    <li>
      <Card>
        <h2 className="admin-games__title">
          {matchup} <span className="rc-muted">· {game.league}</span>
        </h2>
        <p className="rc-muted">
          <DateText value={game.starts_at} /> · {game.status} · {scoreLabel(game)}
        </p>
        {error && <Alert>{error}</Alert>}
        {!closed && (
          <form className="admin-games__row" onSubmit={saveScore} aria-label={`Final score of ${matchup}`}>
            <label className="admin-games__field">
              <span>{teamShortName(game.away_team)} (away)</span>
              <input
                className="rc-input"
                type="number"
                min={0}
                inputMode="numeric"
                value={away}
                onChange={(e) => setAway(e.target.value)}
              />
            </label>
            <label className="admin-games__field">
              <span>{teamShortName(game.home_team)} (home)</span>
              <input
                className="rc-input"
                type="number"
                min={0}
                inputMode="numeric"
                value={home}
                onChange={(e) => setHome(e.target.value)}
              />
            </label>
            <Button type="submit" variant="primary" disabled={busy || home === '' || away === ''}>
              {game.status === 'final' ? 'Correct score' : 'Save final score'}
            </Button>
          </form>
        )}
        {!closed && game.status !== 'final' && (
          <div className="admin-games__row">
            <label className="admin-games__field">
              <span>New start (your time)</span>
              <input className="rc-input" type="datetime-local" value={moveTo} onChange={(e) => setMoveTo(e.target.value)} />
            </label>
            <Button
              disabled={busy || !moveTo}
              onClick={() =>
                void run(
                  () => gamesApi.update(game.id, { status: 'postponed', starts_at: new Date(moveTo).toISOString() }),
                  `${matchup} postponed.`,
                )
              }
            >
              Postpone
            </Button>
            <Button
              disabled={busy}
              onClick={() => void run(() => gamesApi.update(game.id, { status: 'cancelled' }), `${matchup} cancelled.`)}
            >
              Cancel game
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
