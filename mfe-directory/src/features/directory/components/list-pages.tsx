import { directoryApi } from '@receipts/shared';
import { CommentatorCard, PodcastCard, ShowCard } from './directory-cards';
import { DirectoryList, type DirectorySort } from './directory-list';

/** The directory lists are asked for with sort=popular (or accuracy). */
const listCommentators = (sort: DirectorySort) => directoryApi.commentators.list({ sort });
const listPodcasts = (sort: DirectorySort) => directoryApi.podcasts.list({ sort });
const listShows = (sort: DirectorySort) => directoryApi.shows.list({ sort });
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
