import { Link, useLocation } from 'react-router-dom';
import { Alert, useAuth, useCurrentUser } from '@receipts/shared';

/** Tells a visitor before they type that posting needs a sign-in, and that the draft waits for them. */
export function SignInNotice() {
  const status = useAuth((state) => state.status);
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (status !== 'ready' || user) return null;
  return (
    <div className="create-notice">
      <Alert tone="info">
        Posting needs a sign-in. <Link to={`/login?next=${encodeURIComponent(pathname)}`}>Sign in</Link> first or when you are done: what
        you write here is kept while you sign in.
      </Alert>
    </div>
  );
}
