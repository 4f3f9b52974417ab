import type { PgBoss } from 'pg-boss';
import type { JobDefinition, Jobs, JobsLog } from './types';

const FINISHED = new Set(['completed', 'failed', 'cancelled', 'retry']);

/**
 * The queue on PostgreSQL: pg-boss in the `pgboss` schema of the site's database. Every instance works every queue;
 * a job is claimed by one of them (SKIP LOCKED), a schedule sends one job per period however many instances run,
 * and a job whose instance died is retried by another once it expires.
 */
export function pgBossJobs(definitions: JobDefinition[], options: { url: string; log: JobsLog; poolSize?: number }): Jobs {
  const { log } = options;
  let boss: PgBoss | null = null;
  const sent = new Map<string, string>(); // job id → queue name, until drain() sees it finished
  const sending = new Set<Promise<unknown>>();

  const started = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  return {
    kind: 'pg-boss',
    async send(name, data) {
      const storing = started().send(name, data);
      sending.add(storing);
      try {
        const id = await storing;
        if (id) sent.set(id, name);
      } finally {
        sending.delete(storing);
      }
    },
    async drain() {
      await Promise.allSettled([...sending]);
      const deadline = Date.now() + 30_000;
      while (sent.size && Date.now() < deadline) {
        for (const [id, name] of [...sent]) {
          const [job] = await started().findJobs(name, { id });
          if (!job || FINISHED.has(job.state)) sent.delete(id);
        }
        if (sent.size) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async start() {
      // ESM-only package: loaded when a PostgreSQL site starts, never by the embedded default.
      const { PgBoss: Boss } = await import('pg-boss');
      boss = new Boss({ connectionString: options.url, max: options.poolSize ?? 4, application_name: 'receipts-jobs' });
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await boss.start(); // installs or migrates its schema under an advisory lock: N instances may start at once
      for (const definition of definitions) {
        const retry = definition.retry;
        await boss.createQueue(definition.name, {
          ...(definition.coalesce ? { policy: 'stately' as const } : {}),
          retryLimit: retry?.limit ?? 0,
          retryDelay: retry?.delaySeconds ?? 0,
          retryBackoff: retry?.backoff ?? false,
          ...(retry?.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
          notify: definition.urgent ?? false,
        });
        // NOTIFY wakes one fetch per send; a backlog left after it is polled at the same pace, not every 30 s (the default).
        const pollingIntervalSeconds = definition.urgent ? 1 : 2;
        const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds };
        await boss.work<object>(definition.name, polling, async ([job]) => {
          const output = (await definition.run(job.data)) ?? {};
          log.info({ job: definition.name, jobId: job.id, ...job.data, ...output }, 'job ran');
          return output;
        });
        if (definition.schedule) await boss.schedule(definition.name, definition.schedule.cron, { trigger: 'schedule' }, { tz: 'UTC' });
        // One start-up run a minute however many instances start (a throttle slot, not one per process).
        if (definition.runOnStart) {
          const id = await boss.sendThrottled(definition.name, { trigger: 'startup' }, null, 60, 'startup');
          if (id) sent.set(id, definition.name); // drain() waits for it too
        }
      }
    },
    async stop() {
      await boss?.stop({ graceful: true, timeout: 10_000 });
      boss = null;
    },
  };
}
