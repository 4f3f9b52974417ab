import type { FollowableType } from './directory';

export interface FollowedItem {
  id: number;
  slug: string;
  name: string;
  photo_url?: string | null;
}

/** Spec §3 "Followed lists". */
export interface FollowLists {
  commentators: FollowedItem[];
  podcasts: FollowedItem[];
  shows: FollowedItem[];
}

export interface FollowToggleRequest {
  followable_type: FollowableType;
  object_id: number;
}

export interface FollowToggleResponse {
  following: boolean;
  followers_count: number;
}
