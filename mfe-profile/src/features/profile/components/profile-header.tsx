import { Link } from 'react-router-dom';
import { Avatar, Card, plural, useDocumentTitle, type FollowToggleResponse, type PublicProfile } from '@receipts/shared';
import { FollowButton } from '@receipts/shared/follows';
import { formatDate } from '@receipts/shared/dates';
import { ReportMenu } from '@receipts/shared/report';
import { FavouriteTeams } from '../../settings';

/**
 * Name, @username, bio, join date and predictions count; the owner can edit. Fans follow fans: the
 * follower and following counts, and a Follow button on someone else's profile (a visitor is asked to log in).
 * Another member may report the profile from its "More actions" menu (not offered on one's own profile).
 */
export function ProfileHeader({
  profile,
  isOwner,
  onFollow,
}: {
  profile: PublicProfile;
  isOwner: boolean;
  onFollow?: (answer: FollowToggleResponse) => void;
}) {
  const name = profile.display_name || profile.name || profile.username;
  const since = formatDate(profile.date_joined, 'month');
  useDocumentTitle(name);
  return (
    <Card>
      <header style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={profile.photoURL} name={name} size={80} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <h1 style={{ margin: 0 }}>{name}</h1>
          <p className="rc-muted" style={{ margin: '2px 0' }}>
            @{profile.username}
          </p>
          {profile.bio && <p style={{ margin: '8px 0', whiteSpace: 'pre-line' }}>{profile.bio}</p>}
          <FavouriteTeams ids={profile.favourite_teams} />
          <p className="rc-muted" style={{ margin: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            {since && <span>Joined {since}</span>}
            <span>{plural(profile.prediction_count ?? 0, 'Prediction')}</span>
            <span aria-live="polite">{plural(profile.followers_count ?? 0, 'follower')}</span>
            <span>{profile.following_count ?? 0} following</span>
          </p>
        </div>
        {isOwner ? (
          <Link className="rc-button" to="/settings">
            Edit Profile
          </Link>
        ) : (
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <FollowButton
              type="user"
              id={profile.id}
              following={profile.is_following ?? false}
              followersCount={profile.followers_count ?? 0}
              name={name}
              showCount={false}
              onAnswer={onFollow}
            />
            <ReportMenu target={{ type: 'user', id: profile.id, authorId: profile.id, label: `@${profile.username}` }} />
          </span>
        )}
      </header>
    </Card>
  );
}
