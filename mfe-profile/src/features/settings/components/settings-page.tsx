import { Card, Page, useCurrentUser } from '@receipts/shared';
import { RequireSignIn } from '../../common';
import { AvatarForm } from './avatar-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import './settings.css';

function SettingsCards() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="rc-settings">
      <Card>
        <AvatarForm user={user} />
      </Card>
      <Card>
        <ProfileForm user={user} />
      </Card>
      <Card>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}

/** `/settings`: the signed-in member's photo, public profile (name, username, bio, favourite teams) and password. */
export function SettingsPage() {
  return (
    <RequireSignIn>
      <Page title="Settings">
        <SettingsCards />
      </Page>
    </RequireSignIn>
  );
}
