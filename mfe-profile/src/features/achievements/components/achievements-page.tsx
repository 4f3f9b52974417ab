import { Link } from 'react-router-dom';
import { Alert, Button, Page, Spinner, useCurrentUser } from '@receipts/shared';
import { RequireSignIn } from '../../common';
import { useTrackRecord } from '../../track-record';
import { achievementsOf } from '../api/achievements';
import { AchievementsList, unlockedText } from './achievements-list';

export const ACHIEVEMENTS_LOAD_ERROR = 'Could not load your achievements.';
export const ACHIEVEMENTS_INTRO =
  'Badges are earned from your track record: predictions count once staff resolve them as correct or incorrect. They show on your public profile.';

function MyAchievements({ username }: { username: string }) {
  const { state, reload } = useTrackRecord(username);
  if (state.status === 'loading') return <Spinner label="Loading achievements" />;
  if (state.status === 'error') {
    return (
      <>
        <Alert>{ACHIEVEMENTS_LOAD_ERROR}</Alert>
        <Button onClick={reload}>Retry</Button>
      </>
    );
  }
  const achievements = achievementsOf(state.data);
  return (
    <>
      <p>
        <strong>{unlockedText(achievements)}</strong>. {ACHIEVEMENTS_INTRO}{' '}
        <Link to={`/profile/${encodeURIComponent(username)}`}>Your track record</Link>
      </p>
      <AchievementsList achievements={achievements} label="Your achievements" />
    </>
  );
}

function AchievementsForCurrentUser() {
  const user = useCurrentUser();
  return <Page title="Achievements">{user && <MyAchievements username={user.username} />}</Page>;
}

/** /achievements (a target of the user menu): the signed-in member's badges, earned and locked. */
export const AchievementsPage = () => (
  <RequireSignIn>
    <AchievementsForCurrentUser />
  </RequireSignIn>
);
