import { DEFAULT_LEADERBOARD_WINDOW, LEADERBOARD_WINDOW_LABELS, LEADERBOARD_WINDOWS, Page, type LeaderboardWindow } from '@receipts/shared';
import { Tabs, useChoiceParam } from '@receipts/shared/tabs';
import { LEAGUE_CHOICES, type LeagueChoice } from '../api/leaderboard-format';
import { LeaderboardResults } from './leaderboard-results';
import './leaderboards.css';

const WINDOW_TABS = LEADERBOARD_WINDOWS.map((value) => ({ value, label: LEADERBOARD_WINDOW_LABELS[value] }));

/** Issue 10: /leaderboards, the window (`?window=`) and league (`?league=`) in the URL. */
export function LeaderboardsPage() {
  const [period, setPeriod] = useChoiceParam<LeaderboardWindow>('window', LEADERBOARD_WINDOWS, DEFAULT_LEADERBOARD_WINDOW);
  const [league, setLeague] = useChoiceParam<LeagueChoice>('league', LEAGUE_CHOICES, '');
  return (
    <Page title="Leaderboards" subtitle="Analysts ranked by the skill of their resolved predictions.">
      <label className="leaderboard-league">
        <span>League</span>
        <select className="rc-input" value={league} onChange={(event) => setLeague(event.target.value as LeagueChoice)}>
          {LEAGUE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice || 'Any'}
            </option>
          ))}
        </select>
      </label>
      <Tabs label="Time window" tabs={WINDOW_TABS} value={period} onValueChange={setPeriod} variant="underline">
        {(selected) => <LeaderboardResults period={selected} league={league} />}
      </Tabs>
    </Page>
  );
}
