import { EmptyState, type LeaderboardWindow } from '@receipts/shared';
import type { LeagueChoice } from '../api/leaderboard-format';
import { useLeaderboard } from '../hooks/use-leaderboard';
import { BoardPending } from './board-pending';
import { LeaderboardTable } from './leaderboard-table';
import { OwnStanding } from './own-standing';

/** What the Skill column means, without the maths (How scoring works, linked from the page, has it). */
export const SKILL_IN_WORDS =
  'Skill above 0 is better than a coin flip: confident calls that come true earn the most, confident misses cost the most.';

/** One window × league: the ranked rows, the minimum to appear, and the signed-in fan's own place. */
export function LeaderboardResults({ period, league }: { period: LeaderboardWindow; league: LeagueChoice }) {
  const { state, reload } = useLeaderboard(period, league);
  if (state.status !== 'success') return <BoardPending state={state} reload={reload} />;
  const { rows, me, min_resolved: minResolved } = state.data;
  const meRanked = me !== null && rows.some((row) => row.user.id === me.user.id);
  return (
    <div className="leaderboard">
      <p className="rc-muted">Minimum {minResolved} resolved predictions</p>
      <p className="rc-muted">{SKILL_IN_WORDS}</p>
      {rows.length > 0 ? (
        <LeaderboardTable rows={rows} ownId={meRanked ? me.user.id : null} />
      ) : (
        <EmptyState>
          No one is ranked here yet. Make predictions with an event date; once staff resolve {minResolved} of them, you appear here.
        </EmptyState>
      )}
      {me && !meRanked && <OwnStanding me={me} minResolved={minResolved} />}
    </div>
  );
}
