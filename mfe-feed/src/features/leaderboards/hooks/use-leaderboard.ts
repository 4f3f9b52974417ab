import { DEFAULT_LEADERBOARD_WINDOW, leaderboardsApi, useCachedData, type LeaderboardWindow } from '@receipts/shared';
import { leaderboardKey, type LeagueChoice } from '../api/leaderboard-format';

/** One window × league of the leaderboard, through the shared cache (Back shows it again with no request). */
export function useLeaderboard(period: LeaderboardWindow, league: LeagueChoice) {
  return useCachedData(leaderboardKey(period, league), () =>
    leaderboardsApi.get({ ...(period === DEFAULT_LEADERBOARD_WINDOW ? {} : { window: period }), ...(league ? { league } : {}) }),
  );
}
