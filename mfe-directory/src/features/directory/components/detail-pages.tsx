import { Avatar, Chip, directoryApi, type Commentator, type Podcast, type Show } from '@receipts/shared';
import { EntityDetail } from './entity-detail';
import { DetailSection, Facts, RoleLinks, WebsiteLink } from './detail-sections';
import { VideoList } from './video-list';
import { IconBadge, MicrophoneIcon, TelevisionIcon } from './entity-icons';

const loadCommentator = (slug: string) => directoryApi.commentators.get(slug);
const loadPodcast = (slug: string) => directoryApi.podcasts.get(slug);
const loadShow = (slug: string) => directoryApi.shows.get(slug);

const photo = (fallback: string, Icon?: typeof MicrophoneIcon) => (entity: { photo_url: string | null; name: string }) =>
  entity.photo_url || !Icon ? (
    <Avatar src={entity.photo_url} name={entity.name} label={entity.name} fallback={fallback} size={80} />
  ) : (
    <IconBadge size={80}>
      <Icon size={40} />
    </IconBadge>
  );

export function CommentatorDetailPage() {
  return (
    <EntityDetail<Commentator> kind="commentators" load={loadCommentator} icon={photo('C')}>
      {(commentator) => (
        <>
          {commentator.bio && (
            <DetailSection title="About">
              <p>{commentator.bio}</p>
            </DetailSection>
          )}
          <RoleLinks title="Podcasts" items={commentator.podcasts} basePath="/podcasts" />
          <RoleLinks title="Shows" items={commentator.shows} basePath="/shows" />
          <VideoList videos={commentator.youtube_videos} />
        </>
      )}
    </EntityDetail>
  );
}

export function PodcastDetailPage() {
  return (
    <EntityDetail<Podcast> kind="podcasts" load={loadPodcast} icon={photo('P', MicrophoneIcon)}>
      {(podcast) => (
        <>
          <DetailSection title="Details">
            {podcast.description && <p>{podcast.description}</p>}
            <Facts
              facts={[
                ['Host', podcast.host || 'N/A'],
                ['Network', podcast.network || 'N/A'],
                ['Category', podcast.category],
                ['Year Started', podcast.year_started],
                ['Website', podcast.website ? <WebsiteLink url={podcast.website} /> : null],
              ]}
            />
          </DetailSection>
          <RoleLinks title="Commentators" items={podcast.commentators} basePath="/commentators" />
        </>
      )}
    </EntityDetail>
  );
}

export function ShowDetailPage() {
  return (
    <EntityDetail<Show>
      kind="shows"
      load={loadShow}
      icon={photo('S', TelevisionIcon)}
      chips={(show) => typeof show.is_active === 'boolean' && <Chip outlined>{show.is_active ? 'Active' : 'Ended'}</Chip>}
    >
      {(show) => (
        <>
          <DetailSection title="Details">
            {show.description && <p>{show.description}</p>}
            <Facts
              facts={[
                ['Network', show.network || 'N/A'],
                ['Format', show.format || 'TV Show'],
                ['Hosts', show.hosts],
                ['Regular Guests', show.regular_guests],
                ['Timeslot', show.timeslot],
                ['Year Started', show.year_started],
                ['Website', show.website ? <WebsiteLink url={show.website} /> : null],
              ]}
            />
          </DetailSection>
          <RoleLinks title="Commentators" items={show.commentators} basePath="/commentators" />
        </>
      )}
    </EntityDetail>
  );
}
