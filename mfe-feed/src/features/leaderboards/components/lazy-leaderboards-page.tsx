import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@receipts/shared';

const Page = lazy(() => import('./leaderboards-page').then((module) => ({ default: module.LeaderboardsPage })));

/** /leaderboards, split from the routes module so the feed's first load (/) never carries it. */
export function LeaderboardsPage() {
  return (
    <Suspense fallback={<PageSkeleton label="Loading the leaderboards" />}>
      <Page />
    </Suspense>
  );
}
