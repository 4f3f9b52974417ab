import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@receipts/shared';

const Page = lazy(() => import('./trending-page').then((module) => ({ default: module.TrendingPage })));

/** /trending, split from the routes module so the feed's first load (/) never carries it. */
export function TrendingPage() {
  return (
    <Suspense fallback={<PageSkeleton label="Loading trending" />}>
      <Page />
    </Suspense>
  );
}
