import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, type PublicProfile } from '@receipts/shared';
import { FollowingPanel } from './following-panel';
import { ProfileStatements } from './profile-statements';

/** Spec §2.12 tabs; Hot Takes and Private Data are for the owner only. */
export function ProfileTabs({ profile, isOwner }: { profile: PublicProfile; isOwner: boolean }) {
  const tabs = ['Predictions', ...(isOwner ? ['Hot Takes'] : []), 'Comments', 'Following', ...(isOwner ? ['Private Data'] : [])];
  const [tab, setTab] = useState('Predictions');
  return (
    <Card>
      <div role="tablist" aria-label="Profile" style={{ display: 'flex', gap: 4, flexWrap: 'wrap', marginBottom: 16 }}>
        {tabs.map((label) => (
          <button key={label} type="button" role="tab" aria-selected={label === tab}
            className={`rc-button ${label === tab ? 'rc-button--primary' : 'rc-button--ghost'}`} onClick={() => setTab(label)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {tab === 'Predictions' && <ProfileStatements userId={profile.id} type="prediction" isOwner={isOwner} />}
        {tab === 'Hot Takes' && <ProfileStatements userId={profile.id} type="opinion" isOwner={isOwner} />}
        {tab === 'Comments' && <p className="rc-muted">Comments feature coming soon...</p>}
        {tab === 'Following' && <FollowingPanel username={profile.username} />}
        {tab === 'Private Data' && (
          <dl>
            <dt>Email</dt>
            <dd>{profile.email ?? 'N/A'}</dd>
            <dt>Auth provider</dt>
            <dd>{profile.auth_provider ?? 'N/A'}</dd>
            <dd><Link className="rc-button" to="/my-predictions">Manage My Predictions</Link></dd>
          </dl>
        )}
      </div>
    </Card>
  );
}
