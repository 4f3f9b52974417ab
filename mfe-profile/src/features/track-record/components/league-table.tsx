import type { LeagueRecord } from '@receipts/shared';
import { formatAccuracy, formatSkill, leagueLabel } from '../api/record-format';

/** Accuracy by league, the leagues with the most resolved predictions first (the API's order). */
export function LeagueTable({ leagues }: { leagues: LeagueRecord[] }) {
  return (
    <table className="track-record-table">
      <caption>Accuracy by league</caption>
      <thead>
        <tr>
          <th scope="col">League</th>
          <th scope="col">Resolved</th>
          <th scope="col">Accuracy</th>
          <th scope="col">Skill</th>
        </tr>
      </thead>
      <tbody>
        {leagues.map((league) => (
          <tr key={league.league}>
            <th scope="row">{leagueLabel(league.league)}</th>
            <td>{league.resolved}</td>
            <td>{formatAccuracy(league)}</td>
            <td>{formatSkill(league.skill)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
