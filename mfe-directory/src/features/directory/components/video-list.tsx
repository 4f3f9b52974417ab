import type { YoutubeVideo } from '@receipts/shared';
import { formatDate } from '@receipts/shared/dates';
import { DetailSection } from './detail-sections';

/** A commentator's videos (spec §3 youtube_videos). */
export function VideoList({ videos }: { videos: YoutubeVideo[] | undefined }) {
  return (
    <DetailSection title="Videos">
      {videos && videos.length > 0 ? (
        <ul className="directory-videos">
          {videos.map((video) => (
            <li key={video.video_id}>
              <a href={video.url} target="_blank" rel="noopener noreferrer">
                {video.thumbnail && <img src={video.thumbnail} alt="" loading="lazy" />}
                <span>{video.title}</span>
              </a>
              <div className="rc-muted">
                {formatDate(video.published_at, 'date')} · {video.view_count.toLocaleString()} views
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
