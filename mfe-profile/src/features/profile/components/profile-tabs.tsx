import { Link } from 'react-router-dom';
import { Card, type PublicProfile, type Statement } from '@receipts/shared';
import { Tabs } from '@receipts/shared/tabs';
import { useTabParam } from '../../common';
import { FollowingPanel } from './following-panel';
import { ProfileStatements } from './profile-statements';

/** The profile's tabs; Hot Takes and Private Data are for the owner only. The open tab is `?tab=` in the URL. */
export function ProfileTabs({
  profile,
  isOwner,
  onDeleted,
}: {
  profile: PublicProfile;
  isOwner: boolean;
  onDeleted?: (statement: Statement) => void;
}) {
  const tabs = ['Predictions', ...(isOwner ? ['Hot Takes'] : []), 'Comments', 'Following', ...(isOwner ? ['Private Data'] : [])];
  const [tab, setTab] = useTabParam(tabs);
  return (
    <Card>
      <Tabs
        label="Profile"
        tabs={tabs.map((label) => ({ value: label, label }))}
        value={tab}
        onValueChange={setTab}
        listStyle={{ display: 'flex', gap: 4, flexWrap: 'wrap', marginBottom: 16 }}
      >
        {() => (
          <>
            {tab === 'Predictions' && (
              <ProfileStatements
                userId={profile.id}
                username={profile.username}
                type="prediction"
                isOwner={isOwner}
                onDeleted={onDeleted}
              />
            )}
            {tab === 'Hot Takes' && (
              <ProfileStatements userId={profile.id} username={profile.username} type="opinion" isOwner={isOwner} onDeleted={onDeleted} />
            )}
            {tab === 'Comments' && <p className="rc-muted">Comments feature coming soon...</p>}
            {tab === 'Following' && <FollowingPanel username={profile.username} />}
            {tab === 'Private Data' && (
              <dl>
                <dt>Email</dt>
                <dd>{profile.email ?? 'N/A'}</dd>
                <dt>Auth provider</dt>
                <dd>{profile.auth_provider ?? 'N/A'}</dd>
                <dd>
                  <Link className="rc-button" to="/my-predictions">
                    Manage My Predictions
                  </Link>
                </dd>
              </dl>
            )}
          </>
        )}
      </Tabs>
    </Card>
  );
}
