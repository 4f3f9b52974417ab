import type { ReactNode } from 'react';
import { Alert, Page, Spinner, useAuth, useCurrentUser } from '@receipts/shared';

export const NO_PERMISSION = 'You do not have permission to access this page.';

/**
 * A staff tool's page: its content for staff, a spinner while sign-in is checked, a refusal for anyone else.
 * The registry keeps a staff-only remote's files from anyone but staff and the shell guards its routes; this keeps
 * the pages honest when reached any other way (the standalone harness).
 * Imported as `@receipts/shared/staff-only`, never from `@receipts/shared` (and so not from ./index.ts): only the
 * staff remotes bundle it, and the shell's first load does not carry it.
 */
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
