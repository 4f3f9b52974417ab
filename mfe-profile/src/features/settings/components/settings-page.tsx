import { Card, Page } from '@receipts/shared';
import { RequireSignIn } from '../../common';
import { ChangePasswordForm } from './change-password-form';
import './settings.css';

/** `/settings`: the signed-in member's account settings; for now, changing the password (issue 14). */
export function SettingsPage() {
  return (
    <RequireSignIn>
      <Page title="Settings">
        <div className="rc-settings">
          <Card>
            <ChangePasswordForm />
          </Card>
        </div>
      </Page>
    </RequireSignIn>
  );
}
