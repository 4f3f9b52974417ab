// Only the lazy page is exported: the leaderboard's code is its own chunk, fetched on the first visit to /leaderboards.
export { LeaderboardsPage } from './components/lazy-leaderboards-page';
