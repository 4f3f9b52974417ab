export { CommentatorsPage, PodcastsPage, ShowsPage } from './components/list-pages';
export { CommentatorDetailPage, PodcastDetailPage, ShowDetailPage } from './components/detail-pages';
