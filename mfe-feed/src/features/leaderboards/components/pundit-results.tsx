import { Link } from 'react-router-dom';
import { Avatar, EmptyState, LUCK_ADJUSTED_LABEL, RANKING_RULE, RECORD_RULE, type LeaderboardWindow } from '@receipts/shared';
import { formatAccuracy, type LeagueChoice } from '../api/leaderboard-format';
import { usePunditBoard } from '../hooks/use-pundit-board';
import { BoardPending } from './board-pending';
import { FoldedColumns } from './leaderboard-table';

const recordOf = (row: { correct: number; incorrect: number; push: number }) =>
  `${row.correct}–${row.incorrect}${row.push ? `–${row.push}` : ''}`;

/** Commentators ranked by their accuracy allowing for luck (the Wilson lower bound) over their counted receipts. */
export function PunditResults({ period, league }: { period: LeaderboardWindow; league: LeagueChoice }) {
  const { state, reload } = usePunditBoard(period, league);
  if (state.status !== 'success') return <BoardPending state={state} reload={reload} />;
  const { rows, min_resolved: minResolved } = state.data;
  return (
    <div className="leaderboard">
      <p className="rc-muted">Minimum {minResolved} resolved receipts</p>
      {rows.length > 0 ? (
        <div className="leaderboard-scroll">
          <table className="leaderboard-table">
            <caption className="rc-visually-hidden">Ranked commentators</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Commentator</th>
                <th scope="col">Accuracy</th>
                <th scope="col">Resolved</th>
                <th scope="col" className="leaderboard-wide">
                  Record
                </th>
                <th scope="col" className="leaderboard-wide">
                  {LUCK_ADJUSTED_LABEL}
                </th>
                <th scope="col" className="leaderboard-wide">
                  Streak
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.pundit.slug}>
                  <td>{row.rank}</td>
                  <th scope="row">
                    <Link to={`/commentators/${row.pundit.slug}`} className="leaderboard-analyst">
                      <Avatar src={row.pundit.photo_url} name={row.pundit.name} size={28} />
                      <span>{row.pundit.name}</span>
                    </Link>
                    <FoldedColumns>
                      Record {recordOf(row)} · Allowing for luck {formatAccuracy(row.accuracy_low)} · Streak {row.current_streak}
                    </FoldedColumns>
                  </th>
                  <td>{formatAccuracy(row.accuracy)}</td>
                  <td>{row.resolved}</td>
                  <td className="leaderboard-wide">{recordOf(row)}</td>
                  <td className="leaderboard-wide">{formatAccuracy(row.accuracy_low)}</td>
                  <td className="leaderboard-wide">{row.current_streak}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>
          No commentator is ranked here yet. Post a receipt of what a commentator said, with its source; once the community confirms the
          source and staff resolve {minResolved} of their calls, they appear here.
        </EmptyState>
      )}
      <p className="rc-muted">{RECORD_RULE}</p>
      <details>
        <summary>How ranking works</summary>
        <p>{RANKING_RULE}</p>
      </details>
    </div>
  );
}
