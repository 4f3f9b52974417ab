import { lazy } from 'react';

/** `/feature-requests` loads when visited (never on the feed's first load). */
export const FeatureRequestsPage = lazy(() =>
  import('./components/feature-requests-page').then((module) => ({ default: module.FeatureRequestsPage })),
);
