import type { Commentator, Podcast, Show } from '@receipts/shared';

const followable = { photo_url: null, sport_league_name: 'NBA', followers_count: 3, is_following: false };

export function aCommentator(overrides: Partial<Commentator> = {}): Commentator {
  return {
    id: 1, slug: 'stephen-a', name: 'Stephen A', ...followable, bio: null, x: null, instagram: null, youtube: null,
    podcasts: [], shows: [], youtube_videos: [], ...overrides,
  };
}

const programme = {
  ...followable, description: null, twitter: null, instagram: null, youtube: null, website: null, network: null,
  host: null, year_started: null, commentators: [],
};

export function aPodcast(overrides: Partial<Podcast> = {}): Podcast {
  return { id: 10, slug: 'the-lowe-post', name: 'The Lowe Post', ...programme, category: null, ...overrides };
}

export function aShow(overrides: Partial<Show> = {}): Show {
  return {
    id: 20, slug: 'first-take', name: 'First Take', ...programme, format: null, is_active: null, hosts: null,
    regular_guests: null, timeslot: null, ...overrides,
  };
}
