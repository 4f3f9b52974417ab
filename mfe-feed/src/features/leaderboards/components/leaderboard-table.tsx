import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, authorName, type LeaderboardRow } from '@receipts/shared';
import { formatAccuracy, formatSkill } from '../api/leaderboard-format';

/** On a phone the columns after Resolved fold into the name's cell, so rank, name, accuracy and resolved fit. */
export function FoldedColumns({ children }: { children: ReactNode }) {
  return <span className="leaderboard-folded rc-muted">{children}</span>;
}

/** The ranked rows; the signed-in fan's own row is marked (aria-current) and highlighted. */
export function LeaderboardTable({ rows, ownId }: { rows: LeaderboardRow[]; ownId: number | null }) {
  return (
    <div className="leaderboard-scroll">
      <table className="leaderboard-table">
        <caption className="rc-visually-hidden">Ranked analysts</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Analyst</th>
            <th scope="col">Accuracy</th>
            <th scope="col">Resolved</th>
            <th scope="col" className="leaderboard-wide">
              Skill
            </th>
            <th scope="col" className="leaderboard-wide">
              Streak
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const own = row.user.id === ownId;
            return (
              <tr key={row.user.id} aria-current={own ? 'true' : undefined} className={own ? 'leaderboard-row--own' : undefined}>
                <td>{row.rank}</td>
                <th scope="row">
                  <AnalystLink row={row} own={own} />
                  <FoldedColumns>
                    Skill {formatSkill(row.skill)} · Streak {row.current_streak}
                  </FoldedColumns>
                </th>
                <td>{formatAccuracy(row.accuracy)}</td>
                <td>{row.resolved}</td>
                <td className="leaderboard-wide">{formatSkill(row.skill)}</td>
                <td className="leaderboard-wide">{row.current_streak}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function AnalystLink({ row, own = false }: { row: Pick<LeaderboardRow, 'user'>; own?: boolean }) {
  const name = authorName(row.user);
  return (
    <Link to={`/profile/${encodeURIComponent(row.user.username)}`} className="leaderboard-analyst">
      <Avatar src={row.user.photoURL} name={name} size={28} />
      <span>{name}</span>
      {own && <span className="rc-chip">You</span>}
    </Link>
  );
}
