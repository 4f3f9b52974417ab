import { useState } from 'react';
import { Alert, Button, Card, authApi, isApiError, type AuthCheckResponse, type BackendUser } from '@receipts/shared';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function errorText(error: unknown): string {
  if (isApiError(error)) return error.detail ?? error.message;
  return error instanceof Error ? error.message : 'Request failed';
}

/** The page's two buttons: 'Check Backend Auth Status' and 'Create Test User'. */
export function BackendActions() {
  const [check, setCheck] = useState<AuthCheckResponse | null>(null);
  const [testUser, setTestUser] = useState<{ user: BackendUser; created: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>, keep: (value: T) => void) {
    setBusy(true);
    setError(null);
    try {
      keep(await call());
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <h2>Backend checks</h2>
      <div className="rc-actions">
        <Button variant="primary" disabled={busy} onClick={() => void run(authApi.authCheck, setCheck)}>
          Check Backend Auth Status
        </Button>
        <Button disabled={busy} onClick={() => void run(authApi.testCreateUser, setTestUser)}>
          Create Test User
        </Button>
      </div>
      {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
      {check && (
        <dl className="rc-facts" aria-label="Backend auth status">
          <dt>Authenticated</dt>
          <dd>{yesNo(check.authenticated)}</dd>
          <dt>User ID</dt>
          <dd>{check.user_id ?? 'none'}</dd>
          <dt>Username</dt>
          <dd>{check.username ?? 'none'}</dd>
          <dt>Session cookie</dt>
          <dd>{check.cookies?.sessionid ? 'Present' : 'Missing'}</dd>
          <dt>Environment</dt>
          <dd>{check.environment}</dd>
        </dl>
      )}
      {testUser && (
        <p role="status">
          Test user {testUser.created ? 'created' : 'already exists'}: {testUser.user.username} ({testUser.user.email})
        </p>
      )}
    </Card>
  );
}
