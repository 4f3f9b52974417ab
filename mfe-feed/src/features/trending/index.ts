// Only the lazy page is exported: /trending's code is its own chunk, fetched on the first visit.
export { TrendingPage } from './components/lazy-trending-page';
