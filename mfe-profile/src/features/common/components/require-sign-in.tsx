import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner, useAuth, useCurrentUser } from '@receipts/shared';

/** Spec §2.13: the "my" pages send visitors to /login once the auth state is known. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const user = useCurrentUser();
  if (status === 'loading') {
    return <section className="rc-page"><Spinner label="Checking sign-in" /></section>;
  }
  if (!user) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
