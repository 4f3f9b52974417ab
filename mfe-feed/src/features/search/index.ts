// Only the lazy page is exported: the results page is its own chunk, fetched on the first visit to /search.
export { SearchPage } from './components/lazy-search-page';
