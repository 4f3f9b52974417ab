import { coinFlipPhrase, type LeaderboardResponse } from '@receipts/shared';
import { formatSkill } from '../api/leaderboard-format';
import { AnalystLink } from './leaderboard-table';

type Me = NonNullable<LeaderboardResponse['me']>;

/** The signed-in fan's place when it is not among the rows shown (below the top 100, or not ranked yet). */
export function OwnStanding({ me, minResolved }: { me: Me; minResolved: number }) {
  return (
    <section aria-labelledby="own-standing-title" className="rc-card leaderboard-own">
      <h2 id="own-standing-title">Your standing</h2>
      <p className="leaderboard-own__line">
        {me.rank === null ? (
          <strong>
            Not ranked yet — {me.resolved} of {minResolved} resolved
          </strong>
        ) : (
          <strong>Rank {me.rank}</strong>
        )}
        <AnalystLink row={me} own />
      </p>
      {me.resolved > 0 && (
        <p className="rc-muted">
          Right {me.hits} of {me.resolved} · skill {formatSkill(me.skill)}, {coinFlipPhrase(me.skill)} · streak {me.current_streak}
        </p>
      )}
    </section>
  );
}
