import { Link } from 'react-router-dom';
import { Avatar, authorName, type LeaderboardRow } from '@receipts/shared';
import { formatPercent } from '../api/insights-format';

/** The top of the 30-day leaderboard, each linking to the analyst's profile, and the way to the whole board. */
export function SharpestAnalysts({ analysts, minResolved }: { analysts: LeaderboardRow[]; minResolved: number }) {
  return (
    <>
      {analysts.length ? (
        <ol className="insights-list insights-analysts">
          {analysts.map((row) => {
            const name = authorName(row.user);
            return (
              <li key={row.user.id}>
                <Link to={`/profile/${encodeURIComponent(row.user.username)}`} className="insights-analyst">
                  <Avatar src={row.user.photoURL} name={name} size={28} />
                  <span>{name}</span>
                </Link>
                <span className="rc-muted">
                  skill {row.skill.toFixed(1)} · {row.accuracy === null ? '—' : formatPercent(row.accuracy)} of {row.resolved} right
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>No analyst has {minResolved} predictions resolved in the last 30 days yet.</p>
      )}
      <p>
        <Link to="/leaderboards?board=fans&window=30d" className="rc-link-target">
          See the 30-day leaderboard
        </Link>
      </p>
    </>
  );
}
