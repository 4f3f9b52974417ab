export { CommentatorAvatarPage, PodcastAvatarPage, ShowAvatarPage } from './components/avatar-update-page';
