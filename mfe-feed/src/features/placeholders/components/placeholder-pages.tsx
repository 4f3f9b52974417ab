import { Page } from '@receipts/shared';

/** Spec §2.1: these routes are registered but their content is heading text only. */
export const TrendingPage = () => <Page title="Trending Predictions" />;
export const InsightsPage = () => <Page title="Prediction Insights" />;
