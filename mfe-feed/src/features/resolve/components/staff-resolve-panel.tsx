import { lazy, Suspense } from 'react';
import { useCurrentUser, type Statement } from '@receipts/shared';

const Panel = lazy(() => import('./resolve-panel').then((module) => ({ default: module.ResolvePanel })));

/** Staff resolve predictions on the detail page; nobody else downloads the panel's code. */
export function ResolvePanel({ statement }: { statement: Statement }) {
  const isStaff = useCurrentUser()?.is_staff === true;
  if (!isStaff || statement.statement_type !== 'prediction') return null;
  return (
    // No fallback: a spinner here would keep the server's first view of the page from being used.
    <Suspense fallback={null}>
      <Panel statement={statement} />
    </Suspense>
  );
}
