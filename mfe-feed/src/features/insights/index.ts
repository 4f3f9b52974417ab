// Only the lazy page is exported: /insights' code (charts included) is its own chunk, fetched on the first visit.
export { InsightsPage } from './components/lazy-insights-page';
