import { Card, Page, useAuth } from '@receipts/shared';
import { BackendActions } from './backend-actions';
import { EnvironmentCard } from './environment-card';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** `/auth-check`, a page to diagnose sign-in trouble: identity user, backend user, the two buttons and cookie tips. */
export function AuthCheckPage() {
  const identityUser = useAuth((state) => state.identityUser);
  const user = useAuth((state) => state.user);

  return (
    <Page title="Authentication Status" subtitle="What the identity service and the backend each know about you.">
      <div className="rc-stack">
        <Card>
          <h2>Identity service</h2>
          <p>
            Identity user signed in: <strong>{yesNo(Boolean(identityUser))}</strong>
          </p>
          {identityUser && (
            <ul>
              <li>UID: {identityUser.uid}</li>
              <li>Email: {identityUser.email ?? 'none'}</li>
              <li>Email verified: {yesNo(identityUser.emailVerified)}</li>
              <li>Provider: {identityUser.providerIds[0] ?? 'unknown'}</li>
            </ul>
          )}
        </Card>
        <Card>
          <h2>Backend</h2>
          <p>
            Backend user exists: <strong>{yesNo(Boolean(user))}</strong>
          </p>
          {user && (
            <ul>
              <li>User ID: {user.id}</li>
              <li>Username: {user.username}</li>
              <li>Email: {user.email}</li>
              <li>Staff: {yesNo(user.is_staff)}</li>
            </ul>
          )}
        </Card>
        <BackendActions />
        <EnvironmentCard />
        <Card>
          <h2>Cookie troubleshooting</h2>
          <ul>
            <li>
              The backend session lives in the <code>sessionid</code> cookie; make sure your browser accepts cookies for this site.
            </li>
            <li>Blocking third-party cookies is fine: the app and the API are served from the same origin.</li>
            <li>Private or incognito windows start without cookies: sign in again there.</li>
            <li>
              If the session cookie is missing after signing in, clear this site&apos;s cookies and local storage, then sign in again.
            </li>
            <li>Browser extensions that block trackers can also block the session cookie: try disabling them for this site.</li>
          </ul>
        </Card>
      </div>
    </Page>
  );
}
