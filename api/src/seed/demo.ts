import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Outcome, VoteType } from '@receipts/contract';
import type { Db } from '../db';
import {
  commentVotes,
  commentatorPodcasts,
  commentatorShows,
  commentators,
  comments,
  follows,
  outcomeAudit,
  podcasts,
  shows,
  statementTopics,
  statements,
  users,
  votes,
  youtubeVideos,
} from '../db/schema';
import { CATALOG } from '@receipts/contract/catalog';
import { rowsOf, type Executor } from '../repositories/sql';
import { boardsChanged, rebuildAll } from '../domains/track-record/data/score-aggregates';
import { dayIn } from '../domains/track-record/data/days';
import { createRandom, type Random } from './prng';
import { demoImageUrl } from './demo-images';
import * as dir from './directory-data';
import { COMMENTS, OPINIONS, OUTCOME_NOTES, PREDICTIONS, REPLIES } from './statement-data';
import { seedReceipts } from './receipts';
import { ANALYST_SEASONS, planSeason } from './season';
import { fillTemplate, linksOf, pickSubject, templatesFor } from './subjects';
import { seedGames } from './games';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const DEMO_STATEMENTS = 200;
export const DEMO_EMAIL_DOMAIN = 'demo.receipts.test';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const handle = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Reserves `count` ids from a table's sequence so rows can reference each other before they are inserted. */
async function reserveIds(tx: Executor, table: string, count: number): Promise<number[]> {
  if (!count) return [];
  const rows = await rowsOf<{ id: string | number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id')) AS id FROM generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

/** Multi-row inserts in chunks (well under the protocol's parameter limit). */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size) as any);
}

/**
 * The demo content: fictional commentators, podcasts and shows with roles, socials and videos, demo users who
 * follow them, and statements of both kinds across the four leagues with topics, votes and nested comments.
 * Every counter column equals its rows. Deterministic (seeded PRNG) apart from timestamps, which are relative
 * to now so the feed looks fresh. The predictions are a planned season of eight analysts (season.ts: a sharp one on
 * top of every window, a confident-but-wrong one below, a cautious one near zero), resolved only after they lock,
 * and the track-record aggregates are built from them in the same transaction. Skips when commentators already exist; runs in one transaction.
 */
export async function seedDemoContent(db: Db, options: { now?: Date; timeZone?: string } = {}): Promise<boolean> {
  const [{ count }] = await rowsOf<{ count: string | number }>(db, sql`SELECT count(*) AS count FROM commentators`);
  if (Number(count) > 0) return false;
  const now = options.now?.getTime() ?? Date.now();
  const random = createRandom(20261122);
  await db.transaction(async (tx) => {
    const userIds = await seedUsers(tx, random, now);
    const directory = await seedDirectory(tx, random, now);
    await seedFollows(tx, random, userIds, directory);
    await seedStatements(tx, random, now, userIds);
    await seedReceipts(tx, now, userIds, directory, (n) => reserveIds(tx, 'statements', n));
    await seedGames(tx, now, userIds, userIds.slice(ANALYST_SEASONS.length), options.timeZone ?? 'UTC');
    await rebuildAll(tx, options.timeZone ?? 'UTC', dayIn(options.timeZone ?? 'UTC', new Date(now)));
  });
  await boardsChanged(db);
  return true;
}

async function seedUsers(tx: Tx, random: Random, now: number): Promise<number[]> {
  const ids = await reserveIds(tx, 'users', dir.DEMO_USERS.length);
  await insertAll(
    tx,
    users,
    dir.DEMO_USERS.map((name, i) => {
      const username = `${handle(name)}`;
      return {
        id: ids[i],
        email: `${username}@${DEMO_EMAIL_DOMAIN}`,
        username,
        name,
        bio: random.pick(dir.USER_BIOS),
        photoUrl: random.chance(0.5) ? demoImageUrl('person', slugify(name)) : null,
        emailVerified: true,
        authProvider: 'email',
        createdAt: new Date(now - random.int(90, 720) * DAY),
      };
    }),
  );
  return ids;
}

interface DirectoryIds {
  commentators: number[];
  podcasts: number[];
  shows: number[];
  /** Each one's league, in the same order. */
  leagues: { commentators: string[]; podcasts: string[]; shows: string[] };
}

async function seedDirectory(tx: Tx, random: Random, now: number): Promise<DirectoryIds> {
  const leagues = CATALOG.leagues.map((league) => league.id);
  const commentatorIds = await reserveIds(tx, 'commentators', dir.COMMENTATOR_NAMES.length);
  const commentatorLeague = dir.COMMENTATOR_NAMES.map((_, i) => leagues[i % leagues.length]);
  await insertAll(
    tx,
    commentators,
    dir.COMMENTATOR_NAMES.map((name, i) => {
      const tag = handle(name);
      return {
        id: commentatorIds[i],
        slug: slugify(name),
        name,
        bio: random.pick(dir.COMMENTATOR_BIOS),
        // Some without a photo, so the initials fallback shows.
        photoUrl: i % 3 === 2 ? null : demoImageUrl('person', slugify(name)),
        sportLeagueName: commentatorLeague[i],
        x: random.chance(0.85) ? `@${tag}` : null,
        instagram: random.chance(0.6) ? `@${tag}.takes` : null,
        youtube: random.chance(0.5) ? `https://www.youtube.com/@${tag}` : null,
      };
    }),
  );

  const videos = commentatorIds.flatMap((commentatorId, i) =>
    Array.from({ length: random.int(1, 4) }, () => {
      const videoId = random.token(11);
      return {
        commentatorId,
        videoId,
        url: `https://www.youtube.com/watch?v=${videoId}`,
        thumbnail: demoImageUrl('video', videoId),
        title: random.pick(dir.VIDEO_TITLES).replace('{league}', commentatorLeague[i]),
        publishedAt: new Date(now - random.int(1, 120) * DAY),
        viewCount: random.int(800, 450_000),
      };
    }),
  );
  await insertAll(tx, youtubeVideos, videos);

  const byLeague = (league: string) => commentatorIds.filter((_, i) => commentatorLeague[i] === league);
  const nameOf = new Map(commentatorIds.map((id, i) => [id, dir.COMMENTATOR_NAMES[i]]));

  const podcastIds = await reserveIds(tx, 'podcasts', dir.PODCASTS.length);
  const podcastLinks: (typeof commentatorPodcasts.$inferInsert)[] = [];
  const podcastRows = dir.PODCASTS.map(([name, league, fantasy], i) => {
    const people = random.sample(byLeague(league), random.int(1, 3));
    people.forEach((commentatorId, k) =>
      podcastLinks.push({ commentatorId, podcastId: podcastIds[i], role: k === 0 ? 'Host' : random.pick(dir.PODCAST_ROLES.slice(1)) }),
    );
    const tag = handle(name);
    return {
      id: podcastIds[i],
      slug: slugify(name),
      name,
      photoUrl: i % 4 === 3 ? null : demoImageUrl('shape', slugify(name)),
      sportLeagueName: league,
      category: fantasy ? dir.FANTASY : dir.SPORT_OF_LEAGUE[league],
      yearStarted: random.int(2012, 2025),
      description: fantasy
        ? `${name} is ${league} fantasy advice every week: who to start, who to sit and who to pick up off waivers.`
        : `${name} breaks down the ${league} every week: trades, tape and the takes nobody else will make.`,
      twitter: random.chance(0.8) ? `@${tag}` : null,
      instagram: random.chance(0.5) ? `@${tag}pod` : null,
      youtube: random.chance(0.5) ? `https://www.youtube.com/@${tag}` : null,
      website: random.chance(0.6) ? `https://${tag}.example.com` : null,
      network: random.chance(0.85) ? random.pick(dir.PODCAST_NETWORKS) : null,
      host: nameOf.get(people[0]) ?? null,
    };
  });
  await insertAll(tx, podcasts, podcastRows);
  await insertAll(tx, commentatorPodcasts, podcastLinks);

  const showIds = await reserveIds(tx, 'shows', dir.SHOWS.length);
  const showLinks: (typeof commentatorShows.$inferInsert)[] = [];
  const showRows = dir.SHOWS.map(([name, league], i) => {
    const people = random.sample(byLeague(league), random.int(2, 4));
    people.forEach((commentatorId, k) =>
      showLinks.push({ commentatorId, showId: showIds[i], role: k === 0 ? 'Host' : random.pick(dir.SHOW_ROLES.slice(1)) }),
    );
    const guests = random
      .sample(
        commentatorIds.filter((id) => !people.includes(id)),
        2,
      )
      .map((id) => nameOf.get(id));
    const tag = handle(name);
    return {
      id: showIds[i],
      slug: slugify(name),
      name,
      photoUrl: i % 3 === 1 ? null : demoImageUrl('shape', slugify(name)),
      sportLeagueName: league,
      format: random.chance(0.9) ? random.pick(dir.SHOW_FORMATS) : null,
      isActive: i % 5 !== 4,
      yearStarted: random.int(2005, 2025),
      description: `${name}: the ${league} argued out loud, with the people who cover it every day.`,
      twitter: random.chance(0.8) ? `@${tag}` : null,
      instagram: random.chance(0.5) ? `@${tag}tv` : null,
      youtube: random.chance(0.6) ? `https://www.youtube.com/@${tag}` : null,
      website: random.chance(0.5) ? `https://${tag}.example.com` : null,
      network: random.pick(dir.SHOW_NETWORKS),
      host: nameOf.get(people[0]) ?? null,
      hosts: people
        .slice(0, 2)
        .map((id) => nameOf.get(id))
        .join(', '),
      regularGuests: guests.join(', '),
      timeslot: random.pick(dir.TIMESLOTS),
    };
  });
  await insertAll(tx, shows, showRows);
  await insertAll(tx, commentatorShows, showLinks);
  return {
    commentators: commentatorIds,
    podcasts: podcastIds,
    shows: showIds,
    leagues: {
      commentators: commentatorLeague,
      podcasts: dir.PODCASTS.map(([, league]) => league),
      shows: dir.SHOWS.map(([, league]) => league),
    },
  };
}

/** Demo users follow a few of each kind; followers_count is set from the same rows. */
async function seedFollows(tx: Tx, random: Random, userIds: number[], directory: DirectoryIds): Promise<void> {
  const rows: (typeof follows.$inferInsert)[] = [];
  const kinds = [
    ['commentator', directory.commentators, [2, 7]],
    ['podcast', directory.podcasts, [1, 4]],
    ['show', directory.shows, [0, 3]],
  ] as const;
  for (const userId of userIds) {
    for (const [type, ids, [min, max]] of kinds) {
      for (const objectId of random.sample(ids, random.int(min, max))) rows.push({ userId, followableType: type, objectId });
    }
  }
  await insertAll(tx, follows, rows);
  for (const [type, table] of [
    ['commentator', 'commentators'],
    ['podcast', 'podcasts'],
    ['show', 'shows'],
  ] as const) {
    await tx.execute(sql`
      UPDATE ${sql.raw(table)} t SET followers_count = f.n
      FROM (SELECT object_id, count(*)::int AS n FROM follows WHERE followable_type = ${type} GROUP BY object_id) f
      WHERE t.id = f.object_id`);
  }
}

interface CommentPlan {
  id: number;
  parentId: number | null;
  userId: number;
  text: string;
  createdAt: Date;
  votes: [number, VoteType][];
}

async function seedStatements(tx: Tx, random: Random, now: number, userIds: number[]): Promise<void> {
  const statementIds = await reserveIds(tx, 'statements', DEMO_STATEMENTS);
  const statementRows: (typeof statements.$inferInsert)[] = [];
  const topicRows: (typeof statementTopics.$inferInsert)[] = [];
  const voteRows: (typeof votes.$inferInsert)[] = [];
  const auditRows: (typeof outcomeAudit.$inferInsert)[] = [];
  const commentPlans: { statementId: number; comments: CommentPlan[] }[] = [];
  let commentTotal = 0;

  const plans = statementIds.map((id) => ({ id, commentCount: random.chance(0.75) ? random.int(1, 7) : 0 }));
  const commentIds = await reserveIds(
    tx,
    'comments',
    plans.reduce((sum, plan) => sum + plan.commentCount, 0),
  );

  // The predictions are a planned season (season.ts) on a stream of their own, in random slots of the feed.
  const seasonRandom = createRandom(20261129);
  const season = planSeason(seasonRandom, now, userIds.slice(0, ANALYST_SEASONS.length));
  const predictionSlots = new Set(seasonRandom.sample([...plans.keys()], season.length));
  let nextPrediction = 0;

  for (const [index, { id, commentCount }] of plans.entries()) {
    const league = CATALOG.leagues[index % CATALOG.leagues.length].id;
    const subject = pickSubject(random, league);
    const fill = (text: string) => fillTemplate(text, subject);
    const call = predictionSlots.has(index) ? season[nextPrediction++] : null;
    const prediction = call !== null;
    const createdAt = call?.createdAt ?? new Date(now - random.int(10, 75 * 24 * 60) * 60_000);
    const authorId = call?.author ?? random.pick(userIds);

    let outcome: Outcome = 'not_applicable';
    let resolvedAt: Date | null = null;
    let outcomeNotes: string | null = null;
    let eventDate: string | null = null;
    const predictionTemplate = prediction ? random.pick(templatesFor(PREDICTIONS, league)) : null;
    const template = predictionTemplate ?? random.pick(templatesFor(OPINIONS, league));
    if (call) {
      // Planned to resolve only after the lock (15 h past the event day's UTC start: past its start in every zone).
      eventDate = call.eventDate;
      outcome = call.outcome;
      resolvedAt = call.resolvedAt;
      if (resolvedAt) {
        outcomeNotes = random.chance(0.8) ? random.pick(OUTCOME_NOTES[outcome]) : null;
        auditRows.push({
          statementId: id,
          changedBy: null,
          oldOutcome: 'pending',
          newOutcome: outcome,
          notes: outcomeNotes,
          changedAt: resolvedAt,
        });
      }
    }
    const topics = [...new Set([...template.topics, ...(random.chance(0.2) ? [random.pick(CATALOG.topics).id] : [])])];
    for (const topicId of topics) topicRows.push({ statementId: id, topicId });

    let upvotes = 0;
    let downvotes = 0;
    const lean = random.next();
    for (const voter of random.sample(userIds, random.int(0, userIds.length))) {
      const voteType: VoteType = random.next() < 0.35 + lean * 0.55 ? 'upvote' : 'downvote';
      if (voteType === 'upvote') upvotes++;
      else downvotes++;
      voteRows.push({ userId: voter, statementId: id, voteType, createdAt: new Date(createdAt.getTime() + random.int(1, 600) * 60_000) });
    }

    const planned: CommentPlan[] = [];
    for (let k = 0; k < commentCount; k++) {
      // Roughly half are replies, to any earlier comment of the thread, so threads nest several levels deep.
      const parent = planned.length && random.chance(0.5) ? random.pick(planned) : null;
      const after = parent ? parent.createdAt.getTime() : createdAt.getTime();
      const commentAt = Math.min(now - 1000, after + random.int(1, 720) * 60_000);
      planned.push({
        id: commentIds[commentTotal++],
        parentId: parent?.id ?? null,
        userId: random.pick(userIds),
        text: parent ? random.pick(REPLIES) : random.pick(COMMENTS),
        createdAt: new Date(commentAt),
        votes: random.sample(userIds, random.int(0, 4)).map((voter) => [voter, random.chance(0.75) ? 'upvote' : 'downvote']),
      });
    }
    commentPlans.push({ statementId: id, comments: planned });

    statementRows.push({
      id,
      userId: authorId,
      statementType: prediction ? 'prediction' : 'opinion',
      title: fill(template.title),
      body: fill(template.body),
      isHotTake: !prediction && random.chance(0.45),
      league,
      ...linksOf(template, subject),
      predictionChoice: predictionTemplate ? fill(random.pick(predictionTemplate.choices)) : null,
      confidenceLevel: call?.confidence ?? null,
      eventDate,
      outcome,
      resolvedAt,
      outcomeNotes,
      upvotes,
      downvotes,
      score: upvotes - downvotes,
      commentCount,
      createdAt,
    });
  }

  await insertAll(tx, statements, statementRows);
  await insertAll(tx, statementTopics, topicRows);
  await insertAll(tx, votes, voteRows);
  await insertAll(tx, outcomeAudit, auditRows);
  const allComments = commentPlans.flatMap(({ statementId, comments: planned }) =>
    planned.map((comment) => {
      const up = comment.votes.filter(([, type]) => type === 'upvote').length;
      return {
        id: comment.id,
        statementId,
        userId: comment.userId,
        parentId: comment.parentId,
        text: comment.text,
        upvotes: up,
        downvotes: comment.votes.length - up,
        createdAt: comment.createdAt,
      };
    }),
  );
  await insertAll(tx, comments, allComments);
  await insertAll(
    tx,
    commentVotes,
    commentPlans.flatMap(({ comments: planned }) =>
      planned.flatMap((comment) => comment.votes.map(([userId, voteType]) => ({ userId, commentId: comment.id, voteType }))),
    ),
  );
}
