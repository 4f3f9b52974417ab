import { z } from 'zod';
import { DIRECTORY_SORTS } from '../enums';
import { ENTITY_KINDS } from '../entity-kinds';
import { DIRECTORY_SEARCH_MAX, PHOTO_URL_MAX } from '../limits';
import { optionalQuery } from './common';
import { leagueFilter } from './statements';

export const entityKind = z.enum(ENTITY_KINDS);

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

/** A commentator of the directory. */
export const commentatorSchema = z.object({
  ...followable,
  bio: z.string().nullable(),
  x: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  podcasts: z.array(roleLink),
  shows: z.array(roleLink),
  youtube_videos: z.array(youtubeVideo),
});

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

/** A podcast of the directory. */
export const podcastSchema = z.object({ ...programme, category: z.string().nullable() });

/** A show of the directory: a podcast with format instead of category, plus schedule fields. */
export const showSchema = z.object({
  ...programme,
  format: z.string().nullable(),
  is_active: z.boolean().nullable(),
  hosts: z.string().nullable(),
  regular_guests: z.string().nullable(),
  timeslot: z.string().nullable(),
});

/** Each directory's entity schema, by collection. */
export const ENTITY_SCHEMAS = { commentators: commentatorSchema, podcasts: podcastSchema, shows: showSchema } as const;

export const directoryListQuery = z.object({
  sort: optionalQuery(z.enum(DIRECTORY_SORTS)).describe(
    'popular: most followers first; accuracy: most accurate receipts first (Wilson lower bound); otherwise by name',
  ),
  league: optionalQuery(leagueFilter),
  search: optionalQuery(z.string().max(DIRECTORY_SEARCH_MAX)).describe('Case-insensitive text in the name'),
});

export const updatePhotoBody = z.object({ photo_url: z.string().trim().min(1).max(PHOTO_URL_MAX) });

export type RoleLink = z.output<typeof roleLink>;
export type YoutubeVideo = z.output<typeof youtubeVideo>;
export type Commentator = z.output<typeof commentatorSchema>;
export type Podcast = z.output<typeof podcastSchema>;
export type Show = z.output<typeof showSchema>;
export type UpdatePhotoRequest = z.input<typeof updatePhotoBody>;
