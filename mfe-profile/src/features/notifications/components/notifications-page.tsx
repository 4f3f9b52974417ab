import { Card, Page } from '@receipts/shared';
import { RequireSignIn } from '../../common';
import { NotificationInbox } from './notification-inbox';
import { PreferencesForm } from './preferences-form';
import '../notifications.css';

/** `/notifications`: the fan's notifications, marking them read, and how each kind reaches them. */
export function NotificationsPage() {
  return (
    <RequireSignIn>
      <Page title="Notifications">
        <div className="rc-notification-page">
          <Card>
            <NotificationInbox />
          </Card>
          <Card>
            <PreferencesForm />
          </Card>
        </div>
      </Page>
    </RequireSignIn>
  );
}
