import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Spinner, useAuth, type EntityKind } from '@receipts/shared';

export const NO_PERMISSION = 'You do not have permission to access this page.';
export const SHOW_LOGIN_REQUIRED = 'Please log in to update show avatars.';
export const SHOW_NO_PERMISSION = "You don't have permission to update show avatars.";

/**
 * Staff-only pages (the registry's staff remotes): others see a message and the children are never rendered. Avatar
 * screens pass their entity kind for their own messages; other pages get the generic one.
 */
export function StaffGuard({ kind, children }: { kind?: EntityKind; children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();

  if (status === 'loading') return <Spinner label="Checking permissions" />;
  if (user?.is_staff) return <>{children}</>;

  return (
    <section className="rc-page rc-narrow-page">
      {kind === 'show' && !user ? (
        <Alert tone="info">
          <p>{SHOW_LOGIN_REQUIRED}</p>
          <Button variant="primary" onClick={() => navigate('/login')}>
            Log In
          </Button>
        </Alert>
      ) : (
        <Alert>{kind === 'show' ? SHOW_NO_PERMISSION : NO_PERMISSION}</Alert>
      )}
    </section>
  );
}
