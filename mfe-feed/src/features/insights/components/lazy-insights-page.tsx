import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@receipts/shared';

const Page = lazy(() => import('./insights-page').then((module) => ({ default: module.InsightsPage })));

/** /insights, split from the routes module so the feed's first load (/) never carries it or its charts. */
export function InsightsPage() {
  return (
    <Suspense fallback={<PageSkeleton label="Loading insights" />}>
      <Page />
    </Suspense>
  );
}
