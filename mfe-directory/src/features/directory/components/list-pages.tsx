import { directoryApi } from '@receipts/shared';
import { CommentatorCard, PodcastCard, ShowCard } from './directory-cards';
import { DirectoryList } from './directory-list';

/** Spec §7: the directory lists are asked for with sort=popular. */
const listCommentators = () => directoryApi.commentators.list({ sort: 'popular' });
const listPodcasts = () => directoryApi.podcasts.list({ sort: 'popular' });
const listShows = () => directoryApi.shows.list({ sort: 'popular' });
const peekCommentators = () => directoryApi.commentators.peekList({ sort: 'popular' });
const peekPodcasts = () => directoryApi.podcasts.peekList({ sort: 'popular' });
const peekShows = () => directoryApi.shows.peekList({ sort: 'popular' });

export const CommentatorsPage = () => (
  <DirectoryList
    kind="commentators"
    load={listCommentators}
    peek={peekCommentators}
    renderCard={(item) => <CommentatorCard commentator={item} />}
  />
);

export const PodcastsPage = () => (
  <DirectoryList kind="podcasts" load={listPodcasts} peek={peekPodcasts} renderCard={(item) => <PodcastCard podcast={item} />} />
);

export const ShowsPage = () => (
  <DirectoryList kind="shows" load={listShows} peek={peekShows} renderCard={(item) => <ShowCard show={item} />} />
);
