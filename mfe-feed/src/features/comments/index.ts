export { CommentsSection } from './components/comments-section';
