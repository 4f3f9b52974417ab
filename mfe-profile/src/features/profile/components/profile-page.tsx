import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Spinner, ownsProfile, useCurrentUser, usersApi } from '@receipts/shared';
import { useAsyncData } from '@receipts/shared';
import { ProfileHeader } from './profile-header';
import { ProfileTabs } from './profile-tabs';
import { TrackRecordCard } from '../../track-record';
import { ProfileAchievements } from '../../achievements';

export const PROFILE_LOAD_ERROR = 'Could not load profile data. The user may not exist.';

/** /profile/:username. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { state, update } = useAsyncData(() => usersApi.profile(username), [username]);
  const isOwner = ownsProfile(user, username);

  if (state.status === 'loading')
    return (
      <section className="rc-page">
        <Spinner label="Loading profile" />
      </section>
    );
  if (state.status === 'error') {
    return (
      <section className="rc-page" style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
        <Alert>{PROFILE_LOAD_ERROR}</Alert>
        <Button onClick={() => navigate('/')}>Back to Home</Button>
      </section>
    );
  }
  return (
    <section className="rc-page" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ProfileHeader
        profile={state.data}
        isOwner={isOwner}
        onFollow={(answer) =>
          update((profile) => ({ ...profile, is_following: answer.following, followers_count: answer.followers_count }))
        }
      />
      <TrackRecordCard username={state.data.username} />
      <ProfileAchievements username={state.data.username} isOwner={isOwner} />
      <ProfileTabs
        profile={state.data}
        isOwner={isOwner}
        onDeleted={(statement) =>
          statement.statement_type === 'prediction' &&
          update((profile) => ({ ...profile, prediction_count: Math.max(0, (profile.prediction_count ?? 1) - 1) }))
        }
      />
    </section>
  );
}
