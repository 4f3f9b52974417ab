import type { ReactNode } from 'react';
import { Alert, Page, Spinner, useAuth, useCurrentUser } from '@receipts/shared';

export const NO_PERMISSION = 'You do not have permission to access this page.';

/** The registry serves this remote to staff only and the shell guards its route; this keeps the page honest anyway. */
export function StaffOnly({ title, children }: { title: string; children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const user = useCurrentUser();
  if (status === 'loading')
    return (
      <Page title={title}>
        <Spinner label="Checking sign-in" />
      </Page>
    );
  if (!user?.is_staff)
    return (
      <Page title={title}>
        <Alert>{NO_PERMISSION}</Alert>
      </Page>
    );
  return <>{children}</>;
}
