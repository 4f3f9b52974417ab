import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobDefinitions } from '../jobs/definitions';
import { inProcessJobs } from '../jobs/in-process';
import { pgBossJobs } from '../jobs/pg-boss';
import type { Jobs } from '../jobs/types';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * `app.jobs`: pg-boss when the site runs on PostgreSQL (DATABASE_URL), the in-process queue on embedded PGlite.
 * Started when the app is ready (after the routes, so a start-up job sees a complete app), stopped on close after
 * the last in-process job has run.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const definitions = jobDefinitions({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      cacheBus: app.cacheBus,
      notificationBus: app.notificationBus,
    });
    const log = app.log.child({ component: 'jobs' });
    const jobs = app.database.url ? pgBossJobs(definitions, { url: app.database.url, log }) : inProcessJobs(definitions, log);
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', async () => {
      await jobs.drain();
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['mail', 'cache-bus', 'notification-bus'] },
);

export default jobsPlugin;
