import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@receipts/shared';

const Page = lazy(() => import('./search-page').then((module) => ({ default: module.SearchPage })));

/** /search, split from the routes module so the feed's first load (/) never carries it. */
export function SearchPage() {
  return (
    <Suspense fallback={<PageSkeleton label="Loading search" />}>
      <Page />
    </Suspense>
  );
}
