import type { JobDefinition, Jobs, JobsLog } from './types';

/**
 * The queue of the embedded default (one process on PGlite, which pg-boss cannot share): the same job definitions,
 * run in this process on timers, with the same retries and backoff. Nothing here outlives the process.
 */
export function inProcessJobs(definitions: JobDefinition[], log: JobsLog): Jobs {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const waiting = new Map<string, Promise<void>>(); // coalesced jobs: the one queued behind a running one
  const active = new Map<string, Promise<void>>();
  let stopped = false;

  const track = (promise: Promise<void>) => {
    running.add(promise);
    void promise.finally(() => running.delete(promise));
    return promise;
  };

  const attempt = (definition: JobDefinition, data: object, retried: number): Promise<void> =>
    track(
      (async () => {
        try {
          const output = await definition.run(data);
          log.info({ job: definition.name, ...data, ...(output ?? {}) }, 'job ran');
        } catch (error) {
          const retry = definition.retry;
          if (!retry || retried >= retry.limit || stopped) {
            log.error({ err: error, job: definition.name }, 'job failed');
            return;
          }
          const delay = retry.delaySeconds * (retry.backoff ? 2 ** retried : 1);
          const seconds = Math.min(delay, retry.maxDelaySeconds ?? delay);
          log.error({ err: error, job: definition.name, retryInSeconds: seconds }, 'job failed, will retry');
          later(seconds * 1000, () => void attempt(definition, data, retried + 1));
        }
      })(),
    );

  const later = (ms: number, callback: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      callback();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  // As pg-boss's `stately` queue: one running, at most one waiting behind it, later sends fold into the waiting one.
  const coalesced = (definition: JobDefinition, data: object) => {
    const name = definition.name;
    if (waiting.has(name)) return;
    const run = async () => {
      await active.get(name);
      waiting.delete(name);
      const current = attempt(definition, data, 0);
      active.set(name, current);
      await current;
      if (active.get(name) === current) active.delete(name);
    };
    const queued = track(run());
    waiting.set(name, queued);
  };

  const definitionOf = (name: string) => {
    const definition = byName.get(name);
    if (!definition) throw new Error(`no job named ${name}`);
    return definition;
  };

  return {
    kind: 'in-process',
    async send(name, data) {
      if (stopped) throw new Error('the job queue is stopped');
      const definition = definitionOf(name);
      if (definition.coalesce) coalesced(definition, data);
      else void attempt(definition, data, 0);
    },
    async drain() {
      while (running.size) await Promise.all([...running]);
    },
    async start() {
      for (const definition of definitions) {
        if (definition.runOnStart) await attempt(definition, { trigger: 'startup' }, 0);
        if (!definition.schedule) continue;
        const timer = setInterval(() => void attempt(definition, { trigger: 'schedule' }, 0), definition.schedule.everyMs);
        timer.unref();
        timers.add(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (running.size) await Promise.all([...running]);
    },
  };
}
