import { httpUrl, type YoutubeVideo } from '@receipts/shared';
import { DateText } from '@receipts/shared/dates';
import { DetailSection } from './detail-sections';

/** A commentator's videos (youtube_videos). */
export function VideoList({ videos }: { videos: YoutubeVideo[] | undefined }) {
  return (
    <DetailSection title="Videos">
      {videos && videos.length > 0 ? (
        <ul className="directory-videos">
          {videos.map((video) => (
            <li key={video.video_id}>
              <a href={httpUrl(video.url) ?? undefined} target="_blank" rel="noopener noreferrer">
                {httpUrl(video.thumbnail, { sameOriginPath: true }) && (
                  <img src={httpUrl(video.thumbnail, { sameOriginPath: true }) as string} alt="" loading="lazy" />
                )}
                <span>{video.title}</span>
              </a>
              <div className="rc-muted">
                <DateText value={video.published_at} format="date" /> · {video.view_count.toLocaleString('en-US')} views
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rc-muted">No videos yet.</p>
      )}
    </DetailSection>
  );
}
