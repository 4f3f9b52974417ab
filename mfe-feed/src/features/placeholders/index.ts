export { InsightsPage, LeaderboardsPage, TrendingPage } from './components/placeholder-pages';
