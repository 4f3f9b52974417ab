export { InsightsPage, TrendingPage } from './components/placeholder-pages';
