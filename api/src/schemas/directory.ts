import { z } from 'zod';
import type { Commentator, FollowLists, FollowToggleResponse, Podcast, Show } from '@receipts/shared/contract';
import { intId, optionalQuery } from './common';
import { normalizeLeague } from '../catalog';

export const followableType = z.enum(['commentator', 'podcast', 'show']);

const roleLink = z.object({ id: z.number(), slug: z.string(), name: z.string(), role: z.string() });
const youtubeVideo = z.object({
  video_id: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  title: z.string(),
  published_at: z.string(),
  view_count: z.number(),
});

const followable = {
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  sport_league_name: z.string().nullable(),
  followers_count: z.number(),
  is_following: z.boolean(),
};

export const commentatorSchema = z.object({
  ...followable,
  bio: z.string().nullable(),
  x: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  podcasts: z.array(roleLink),
  shows: z.array(roleLink),
  youtube_videos: z.array(youtubeVideo),
}) satisfies z.ZodType<Commentator>;

const programme = {
  ...followable,
  description: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  website: z.string().nullable(),
  network: z.string().nullable(),
  host: z.string().nullable(),
  year_started: z.number().nullable(),
  commentators: z.array(roleLink),
};

export const podcastSchema = z.object({ ...programme, category: z.string().nullable() }) satisfies z.ZodType<Podcast>;

export const showSchema = z.object({
  ...programme,
  format: z.string().nullable(),
  is_active: z.boolean().nullable(),
  hosts: z.string().nullable(),
  regular_guests: z.string().nullable(),
  timeslot: z.string().nullable(),
}) satisfies z.ZodType<Show>;

const leagueFilter = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const id = normalizeLeague(value);
    if (!id) ctx.addIssue({ code: 'custom', message: 'Unknown league. Use one of: NBA, NFL, MLB, NHL.' });
    return id ?? z.NEVER;
  });

export const directoryListQuery = z.object({
  sort: optionalQuery(z.enum(['popular'])).describe('popular: most followers first; otherwise by name'),
  league: optionalQuery(leagueFilter),
  search: optionalQuery(z.string().max(100)).describe('Case-insensitive text in the name'),
});

export const updatePhotoBody = z.object({ photo_url: z.string().trim().min(1).max(2048) });

const followedItem = z.object({ id: z.number(), slug: z.string(), name: z.string(), photo_url: z.string().nullable().optional() });
export const followListsSchema = z.object({
  commentators: z.array(followedItem),
  podcasts: z.array(followedItem),
  shows: z.array(followedItem),
}) satisfies z.ZodType<FollowLists>;

export const followToggleBody = z.object({ followable_type: followableType, object_id: intId });
export const followToggleResponse = z.object({ following: z.boolean(), followers_count: z.number() }) satisfies z.ZodType<FollowToggleResponse>;
