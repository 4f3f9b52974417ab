export type FollowableType = 'commentator' | 'podcast' | 'show';

export interface RoleLink {
  id: number;
  slug: string;
  name: string;
  role: string;
}

export interface YoutubeVideo {
  video_id: string;
  url: string;
  thumbnail: string;
  title: string;
  published_at: string;
  view_count: number;
}

interface Followable {
  id: number;
  slug: string;
  name: string;
  photo_url: string | null;
  sport_league_name: string | null;
  followers_count: number;
  is_following: boolean;
}

/** Spec §3 "Commentator". */
export interface Commentator extends Followable {
  x: string | null;
  instagram: string | null;
  youtube: string | null;
  bio?: string | null;
  podcasts: RoleLink[];
  shows: RoleLink[];
  youtube_videos: YoutubeVideo[];
}

interface Programme extends Followable {
  description: string | null;
  twitter: string | null;
  instagram: string | null;
  youtube: string | null;
  website: string | null;
  network: string | null;
  host: string | null;
  year_started: number | null;
  commentators: RoleLink[];
}

/** Spec §3 "Podcast". */
export interface Podcast extends Programme {
  category: string | null;
}

/** Spec §3 "Show": a podcast with format instead of category, plus schedule fields. */
export interface Show extends Programme {
  format: string | null;
  is_active: boolean | null;
  hosts: string | null;
  regular_guests: string | null;
  timeslot: string | null;
}

export interface DirectoryListQuery {
  sort?: 'popular';
  league?: string;
  search?: string;
}

export interface UpdatePhotoRequest {
  photo_url: string;
}
