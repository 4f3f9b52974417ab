import { bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const commentators = pgTable(
  'commentators',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bio: text('bio'),
    photoUrl: text('photo_url'),
    sportLeagueName: text('sport_league_name'),
    x: text('x'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    followersCount: integer('followers_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('commentators_slug_key').on(t.slug),
    index('commentators_followers_idx').on(t.followersCount, t.id),
    index('commentators_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')), // search
  ],
);

/** Podcasts and shows share one shape; shows add format, schedule and is_active. */
const programmeColumns = () => ({
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  photoUrl: text('photo_url'),
  sportLeagueName: text('sport_league_name'),
  description: text('description'),
  yearStarted: integer('year_started'),
  twitter: text('twitter'),
  instagram: text('instagram'),
  youtube: text('youtube'),
  website: text('website'),
  network: text('network'),
  host: text('host'),
  followersCount: integer('followers_count').notNull().default(0),
});

export const podcasts = pgTable('podcasts', { ...programmeColumns(), category: text('category') }, (t) => [
  uniqueIndex('podcasts_slug_key').on(t.slug),
  index('podcasts_followers_idx').on(t.followersCount, t.id),
  index('podcasts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')), // search
]);

export const shows = pgTable(
  'shows',
  {
    ...programmeColumns(),
    format: text('format'),
    isActive: boolean('is_active'),
    hosts: text('hosts'),
    regularGuests: text('regular_guests'),
    timeslot: text('timeslot'),
  },
  (t) => [
    uniqueIndex('shows_slug_key').on(t.slug),
    index('shows_followers_idx').on(t.followersCount, t.id),
    index('shows_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')), // search
  ],
);

export const commentatorPodcasts = pgTable(
  'commentator_podcasts',
  {
    commentatorId: integer('commentator_id')
      .notNull()
      .references(() => commentators.id, { onDelete: 'cascade' }),
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentatorId, t.podcastId] }), index('commentator_podcasts_podcast_idx').on(t.podcastId)],
);

export const commentatorShows = pgTable(
  'commentator_shows',
  {
    commentatorId: integer('commentator_id')
      .notNull()
      .references(() => commentators.id, { onDelete: 'cascade' }),
    showId: integer('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentatorId, t.showId] }), index('commentator_shows_show_idx').on(t.showId)],
);

export const youtubeVideos = pgTable(
  'youtube_videos',
  {
    id: serial('id').primaryKey(),
    commentatorId: integer('commentator_id')
      .notNull()
      .references(() => commentators.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    url: text('url').notNull(),
    thumbnail: text('thumbnail').notNull(),
    title: text('title').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [index('youtube_videos_commentator_idx').on(t.commentatorId)],
);

export const follows = pgTable(
  'follows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followableType: text('followable_type').notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_user_object_key').on(t.userId, t.followableType, t.objectId),
    index('follows_object_idx').on(t.followableType, t.objectId),
  ],
);
