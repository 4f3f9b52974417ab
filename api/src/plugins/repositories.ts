import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JOB } from '../jobs/names';
import { activityRepository } from '../domains/activity/data/activity';
import { commentsRepository } from '../domains/statements/data/comments';
import { directoryRepository } from '../domains/directory/data/directory';
import { featureRequestsRepository } from '../domains/feature-requests/data/feature-requests';
import { followsRepository } from '../domains/directory/data/follows';
import { gamesRepository } from '../domains/games/data/games';
import { insightsRepository } from '../domains/insights/data/insights';
import { memberProfilesRepository } from '../domains/accounts/data/member-profiles';
import { notificationsRepository } from '../domains/notifications/data/notifications';
import { outcomesRepository } from '../domains/statements/data/outcomes';
import { passwordResetsRepository } from '../domains/accounts/data/password-resets';
import { profilesRepository } from '../domains/accounts/data/profiles';
import { punditRecordsRepository } from '../domains/track-record/data/pundit-records';
import { rankIndex } from '../domains/track-record/data/rank-index';
import { searchRepository } from '../domains/search/data/search';
import { sessionsRepository } from '../repositories/sessions';
import { siteRemotesRepository } from '../domains/site/data/site-remotes';
import { statementsRepository } from '../domains/statements/data/statements';
import { trackRecordsRepository } from '../domains/track-record/data/track-records';
import { trendingRepository } from '../domains/search/data/trending';
import { usersRepository } from '../domains/accounts/data/users';

/** Every repository of the app, built once per app instance on its database, caches and clock. */
export type Repositories = ReturnType<typeof buildRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The repositories (plugins/repositories.ts): routes and plugins read and write through `app.repos.<name>`. */
    repos: Repositories;
  }
}

function buildRepositories(app: FastifyInstance) {
  const { db, config, caches } = app;
  const clock = { timeZone: config.trackRecordTimeZone, now: config.now };
  /** Queued after the transaction that made the work commits; a queue that fails is logged, never the write's error. */
  const queue = (...jobs: string[]) => {
    for (const job of jobs) void app.jobs.send(job, {}).catch((error: unknown) => app.log.error({ err: error }, `${job} not queued`));
  };
  // One rank index per app: the records, the leaderboards and the insights rank from the same loaded orders.
  const ranks = rankIndex(db);
  const trackRecords = trackRecordsRepository(db, clock, config.minResolvedToRank, caches.leaderboardPages, ranks);
  return {
    activity: activityRepository(db),
    // A comment's notifications reach open streams on every instance through the notification bus.
    comments: commentsRepository(db, config.now, (written) => void app.notificationBus.written(written)),
    directory: directoryRepository(db),
    featureRequests: featureRequestsRepository(db),
    follows: followsRepository(db),
    // A grading queues what it changed in its transaction; the board-refresh job moves the owners' records and boards,
    // then writes the picks' notifications, right after it commits.
    games: gamesRepository(db, clock, () => queue(JOB.boardRefresh)),
    insights: insightsRepository(db, clock, config.minResolvedToRank, caches, trackRecords),
    memberProfiles: memberProfilesRepository(db),
    notifications: notificationsRepository(db, config.now),
    // A resolution's notifications are written by the fan-out job (queued in the outcome's transaction).
    outcomes: outcomesRepository(db, clock, () => queue(JOB.notificationFanout)),
    passwordResets: passwordResetsRepository(db),
    profiles: profilesRepository(db),
    punditRecords: punditRecordsRepository(db, clock, config.minResolvedToRank, caches.punditPages),
    search: searchRepository(db, caches.search),
    sessions: sessionsRepository(db),
    siteRemotes: siteRemotesRepository(db),
    statements: statementsRepository(db, clock),
    trackRecords,
    trending: trendingRepository(db, clock, caches.trendingPages),
    users: usersRepository(db),
  };
}

/** `app.repos`: the repositories as one decorator, so no route builds its own. */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('repos', buildRepositories(app));
  },
  { name: 'repositories', dependencies: ['caches', 'notification-bus'] },
);

export default repositoriesPlugin;
