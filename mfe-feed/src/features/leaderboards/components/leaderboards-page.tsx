import { DEFAULT_LEADERBOARD_WINDOW, LEADERBOARD_WINDOW_LABELS, LEADERBOARD_WINDOWS, Page, type LeaderboardWindow } from '@receipts/shared';
import { Link } from 'react-router-dom';
import { Tabs, useChoiceParam } from '@receipts/shared/tabs';
import { LEAGUE_CHOICES, type LeagueChoice } from '../api/leaderboard-format';
import { LeaderboardResults } from './leaderboard-results';
import { PunditResults } from './pundit-results';
import './leaderboards.css';

const WINDOW_TABS = LEADERBOARD_WINDOWS.map((value) => ({ value, label: LEADERBOARD_WINDOW_LABELS[value] }));
/** Commentators first, as the page is named "Commentator leaderboards". */
export const BOARDS = ['commentators', 'fans'] as const;
type Board = (typeof BOARDS)[number];
const BOARD_TABS = [
  { value: 'commentators' as const, label: 'Commentators' },
  { value: 'fans' as const, label: 'Fans' },
];

/**
 * /leaderboards: the fans' board (track record) or a pundits' board, the board (`?board=`), window (`?window=`) and
 * league (`?league=`) in the URL.
 */
export function LeaderboardsPage() {
  const [board, setBoard] = useChoiceParam<Board>('board', BOARDS, 'commentators');
  const [period, setPeriod] = useChoiceParam<LeaderboardWindow>('window', LEADERBOARD_WINDOWS, DEFAULT_LEADERBOARD_WINDOW);
  const [league, setLeague] = useChoiceParam<LeagueChoice>('league', LEAGUE_CHOICES, '');
  return (
    <Page
      title="Leaderboards"
      subtitle="Commentators ranked by the receipts of what they said; fans by the skill of their resolved predictions."
      actions={<Link to="/how-scoring-works">How scoring works</Link>}
    >
      <Tabs label="Leaderboard" tabs={BOARD_TABS} value={board} onValueChange={setBoard}>
        {(selectedBoard) => (
          <>
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
              {(selected) =>
                selectedBoard === 'commentators' ? (
                  <PunditResults period={selected} league={league} />
                ) : (
                  <LeaderboardResults period={selected} league={league} />
                )
              }
            </Tabs>
          </>
        )}
      </Tabs>
    </Page>
  );
}
