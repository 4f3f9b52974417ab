import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@receipts/shared';
import { useTrackRecord } from '../../track-record';
import { achievementsOf } from '../api/achievements';
import { AchievementsList, unlockedText } from './achievements-list';

/**
 * A profile's public badges, from the same track record its card shows (one request, shared through the query
 * cache). Nothing is shown while the record loads or when it failed: the track record card says so already.
 */
export function ProfileAchievements({ username, isOwner }: { username: string; isOwner: boolean }) {
  const headingId = useId();
  const { state } = useTrackRecord(username);
  if (state.status !== 'success') return null;
  const achievements = achievementsOf(state.data);
  return (
    <Card>
      <section aria-labelledby={headingId} className="track-record">
        <h2 id={headingId} className="track-record__title">
          Achievements
        </h2>
        <p style={{ margin: 0 }}>
          {unlockedText(achievements)}
          {isOwner && (
            <>
              {' · '}
              <Link to="/achievements">What each badge takes</Link>
            </>
          )}
        </p>
        <AchievementsList achievements={achievements} label={`Achievements of ${username}`} />
      </section>
    </Card>
  );
}
