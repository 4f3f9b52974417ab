import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useAuth, useCurrentUser } from '@receipts/shared';

/** The "my" pages send visitors to /login once the auth state is known, and sign-in brings them back. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const status = useAuth((state) => state.status);
  const user = useCurrentUser();
  if (status === 'loading') {
    return (
      <section className="rc-page">
        <Spinner label="Checking sign-in" />
      </section>
    );
  }
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return <>{children}</>;
}
