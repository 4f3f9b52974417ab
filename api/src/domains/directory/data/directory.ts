import { sql, type SQL } from 'drizzle-orm';
import {
  kindOfCollection,
  type Commentator,
  type EntityCollection,
  type Podcast,
  type RoleLink,
  type Show,
  type YoutubeVideo,
} from '@receipts/contract';
import type { Db } from '../../../db';
import { rowsOf } from '../../../repositories/sql';
import { isoTimestamp, likeContains } from '../../../schemas/common';

/** A directory, named by its collection ('commentators', …). */
export type DirectoryKind = EntityCollection;
export interface DirectoryEntity {
  commentators: Commentator;
  podcasts: Podcast;
  shows: Show;
}

export interface DirectoryQuery {
  sort?: 'popular' | 'accuracy';
  league?: string;
  search?: string;
}

type Row = Record<string, any>;
const str = (value: unknown) => (value == null ? null : String(value));

/** Each pundit's counted receipts (confirmed source, resolved correct or incorrect): n and correct. */
const countedByPunditSql = (kind: string): SQL => sql`
  SELECT said_by_id, count(*) AS n, count(*) FILTER (WHERE outcome = 'correct') AS c FROM statements
  WHERE said_by_kind = ${kind} AND source_status = 'confirmed' AND statement_type = 'prediction' AND outcome IN ('correct', 'incorrect')
  GROUP BY said_by_id`;

/** The Wilson 95% lower bound of r.c / r.n (as domains/track-record/data/scoring.ts's wilson), NULL with nothing counted. */
const WILSON_LOW_SQL = sql.raw(`(CASE WHEN r.n > 0 THEN
  ((r.c::float8 / r.n) + 3.8416 / (2 * r.n) - 1.96 * sqrt((r.c::float8 / r.n) * (1 - r.c::float8 / r.n) / r.n + 3.8416 / (4.0 * r.n * r.n)))
  / (1 + 3.8416 / r.n) END)`);

/** Safety cap: the directories are small; a list never answers more than this many entries. */
const LIST_LIMIT = 1000;

export function directoryRepository(db: Db) {
  const run = (query: SQL) => rowsOf<Row>(db, query);

  async function followedIds(kind: DirectoryKind, ids: number[], viewerId: number | null): Promise<Set<number>> {
    if (viewerId === null || !ids.length) return new Set();
    const rows = await run(sql`
      SELECT object_id FROM follows
      WHERE user_id = ${viewerId} AND followable_type = ${kindOfCollection(kind)} AND object_id IN ${ids}`);
    return new Set(rows.map((row) => Number(row.object_id)));
  }

  /** Role links grouped by the owner id: commentator → podcasts/shows, or podcast/show → commentators. */
  async function roleLinks(link: 'podcasts' | 'shows', side: 'commentator' | 'programme', ids: number[]): Promise<Map<number, RoleLink[]>> {
    const grouped = new Map<number, RoleLink[]>();
    if (!ids.length) return grouped;
    const linkTable = sql.raw(link === 'podcasts' ? 'commentator_podcasts' : 'commentator_shows');
    const programmeKey = sql.raw(link === 'podcasts' ? 'podcast_id' : 'show_id');
    const programmeTable = sql.raw(link);
    const rows =
      side === 'commentator'
        ? await run(sql`
            SELECT l.commentator_id AS owner, p.id, p.slug, p.name, l.role
            FROM ${linkTable} l JOIN ${programmeTable} p ON p.id = l.${programmeKey}
            WHERE l.commentator_id IN ${ids} ORDER BY p.name, p.id`)
        : await run(sql`
            SELECT l.${programmeKey} AS owner, c.id, c.slug, c.name, l.role
            FROM ${linkTable} l JOIN commentators c ON c.id = l.commentator_id
            WHERE l.${programmeKey} IN ${ids} ORDER BY c.name, c.id`);
    for (const row of rows) {
      const list = grouped.get(Number(row.owner)) ?? [];
      list.push({ id: Number(row.id), slug: row.slug, name: row.name, role: row.role });
      grouped.set(Number(row.owner), list);
    }
    return grouped;
  }

  async function videos(ids: number[]): Promise<Map<number, YoutubeVideo[]>> {
    const grouped = new Map<number, YoutubeVideo[]>();
    if (!ids.length) return grouped;
    const rows = await run(sql`
      SELECT commentator_id, video_id, url, thumbnail, title, published_at, view_count
      FROM youtube_videos WHERE commentator_id IN ${ids} ORDER BY published_at DESC, id DESC`);
    for (const row of rows) {
      const list = grouped.get(Number(row.commentator_id)) ?? [];
      list.push({
        video_id: row.video_id,
        url: row.url,
        thumbnail: row.thumbnail,
        title: row.title,
        published_at: isoTimestamp(row.published_at),
        view_count: Number(row.view_count),
      });
      grouped.set(Number(row.commentator_id), list);
    }
    return grouped;
  }

  const base = (row: Row, following: Set<number>) => ({
    id: Number(row.id),
    slug: row.slug as string,
    name: row.name as string,
    photo_url: str(row.photo_url),
    sport_league_name: str(row.sport_league_name),
    followers_count: Number(row.followers_count),
    is_following: following.has(Number(row.id)),
  });

  const programme = (row: Row, following: Set<number>, commentators: RoleLink[]) => ({
    ...base(row, following),
    description: str(row.description),
    twitter: str(row.twitter),
    instagram: str(row.instagram),
    youtube: str(row.youtube),
    website: str(row.website),
    network: str(row.network),
    host: str(row.host),
    year_started: row.year_started == null ? null : Number(row.year_started),
    commentators,
  });

  /** Rows of one kind → full entities, with every related list fetched in one batched query each (no N+1). */
  async function hydrate<K extends DirectoryKind>(kind: K, rows: Row[], viewerId: number | null): Promise<DirectoryEntity[K][]> {
    const ids = rows.map((row) => Number(row.id));
    const following = await followedIds(kind, ids, viewerId);
    if (kind === 'commentators') {
      const [podcasts, shows, videoLists] = await Promise.all([
        roleLinks('podcasts', 'commentator', ids),
        roleLinks('shows', 'commentator', ids),
        videos(ids),
      ]);
      return rows.map((row): Commentator => ({
        ...base(row, following),
        bio: str(row.bio),
        x: str(row.x),
        instagram: str(row.instagram),
        youtube: str(row.youtube),
        podcasts: podcasts.get(Number(row.id)) ?? [],
        shows: shows.get(Number(row.id)) ?? [],
        youtube_videos: videoLists.get(Number(row.id)) ?? [],
      })) as DirectoryEntity[K][];
    }
    const links = await roleLinks(kind as 'podcasts' | 'shows', 'programme', ids);
    if (kind === 'podcasts') {
      return rows.map((row): Podcast => ({
        ...programme(row, following, links.get(Number(row.id)) ?? []),
        category: str(row.category),
      })) as DirectoryEntity[K][];
    }
    return rows.map((row): Show => ({
      ...programme(row, following, links.get(Number(row.id)) ?? []),
      format: str(row.format),
      is_active: row.is_active == null ? null : Boolean(row.is_active),
      hosts: str(row.hosts),
      regular_guests: str(row.regular_guests),
      timeslot: str(row.timeslot),
    })) as DirectoryEntity[K][];
  }

  return {
    async list<K extends DirectoryKind>(kind: K, query: DirectoryQuery, viewerId: number | null): Promise<DirectoryEntity[K][]> {
      const where: SQL[] = [];
      if (query.league) where.push(sql`sport_league_name = ${query.league}`);
      if (query.search) where.push(sql`name ILIKE ${likeContains(query.search)}`);
      const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
      if (query.sort === 'accuracy') {
        const rows = await run(sql`
          SELECT d.* FROM ${sql.raw(kind)} d LEFT JOIN (${countedByPunditSql(kindOfCollection(kind))}) r ON r.said_by_id = d.id
          ${whereSql} ORDER BY ${WILSON_LOW_SQL} DESC NULLS LAST, r.n DESC NULLS LAST, d.name, d.id LIMIT ${LIST_LIMIT}`);
        return hydrate(kind, rows, viewerId);
      }
      const order = query.sort === 'popular' ? sql`followers_count DESC, id DESC` : sql`name, id`;
      const rows = await run(sql`SELECT * FROM ${sql.raw(kind)} ${whereSql} ORDER BY ${order} LIMIT ${LIST_LIMIT}`);
      return hydrate(kind, rows, viewerId);
    },

    async bySlug<K extends DirectoryKind>(kind: K, slug: string, viewerId: number | null): Promise<DirectoryEntity[K] | null> {
      const rows = await run(sql`SELECT * FROM ${sql.raw(kind)} WHERE slug = ${slug}`);
      if (!rows.length) return null;
      const [entity] = await hydrate(kind, rows, viewerId);
      return entity;
    },

    async updatePhoto(kind: DirectoryKind, slug: string, photoUrl: string): Promise<boolean> {
      const rows = await run(sql`UPDATE ${sql.raw(kind)} SET photo_url = ${photoUrl} WHERE slug = ${slug} RETURNING id`);
      return rows.length > 0;
    },
  };
}
