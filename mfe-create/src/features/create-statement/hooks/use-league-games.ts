import { useEffect, useState } from 'react';
import { gamesApi, GAMES_PER_PAGE_MAX, PICKABLE_DAYS, type Game } from '@receipts/shared';

export type LeagueGames = { status: 'idle' | 'loading' | 'error' } | { status: 'success'; games: Game[] };

/** The league's games of the next PICKABLE_DAYS days that are still open for picks, soonest first. */
export function useLeagueGames(league: string): LeagueGames {
  const [state, setState] = useState<LeagueGames>({ status: 'idle' });
  useEffect(() => {
    if (!league) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    const now = new Date();
    const to = new Date(now.getTime() + PICKABLE_DAYS * 86_400_000);
    gamesApi
      .list({ league, from: now.toISOString(), to: to.toISOString(), per_page: GAMES_PER_PAGE_MAX })
      .then((page) => {
        if (!live) return;
        const open = page.results.filter((game) => !game.is_locked && (game.status === 'scheduled' || game.status === 'postponed'));
        setState({ status: 'success', games: open });
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [league]);
  return state;
}
