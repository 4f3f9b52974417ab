import { DEFAULT_LEADERBOARD_WINDOW, leaderboardsApi, useCachedData, type LeaderboardWindow } from '@receipts/shared';
import type { LeagueChoice } from '../api/leaderboard-format';

/** One window × league of the commentators' board, through the shared cache. */
export function usePunditBoard(period: LeaderboardWindow, league: LeagueChoice) {
  return useCachedData(`pundit-board:commentators:${period}:${league}`, () =>
    leaderboardsApi.pundits('commentators', {
      ...(period === DEFAULT_LEADERBOARD_WINDOW ? {} : { window: period }),
      ...(league ? { league } : {}),
    }),
  );
}
