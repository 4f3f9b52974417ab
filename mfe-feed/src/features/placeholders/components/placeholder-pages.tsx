import { Page } from '@receipts/shared';

/** Spec §2.1: these three routes are registered but their content is heading text only. */
export const TrendingPage = () => <Page title="Trending Predictions" />;
export const LeaderboardsPage = () => <Page title="Commentator Leaderboards" />;
export const InsightsPage = () => <Page title="Prediction Insights" />;
