/** A job: what it does, how often it is retried, and (for the periodic ones) when it runs. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Resolves with what the run did (logged, and kept by pg-boss as the job's output); throws to be retried. */
  run(data: Data): Promise<object | void>;
  /** Attempts after the first one fails, `delaySeconds` apart, doubling each time when `backoff` (mail). */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean; maxDelaySeconds?: number };
  /** Periodic jobs: a cron expression (pg-boss: once per period across every instance) and the same period in ms (in-process). */
  schedule?: { cron: string; everyMs: number };
  /** Also run once when the server starts (one run however many instances start together). */
  runOnStart?: boolean;
  /** Wake a worker as soon as a job is sent (LISTEN/NOTIFY) instead of at the next poll. */
  urgent?: boolean;
  /**
   * At most one job waiting and one running (pg-boss's `stately` policy): for a job that does all the pending work
   * each time it runs, so sending it again while one waits adds nothing.
   */
  coalesce?: boolean;
}

/** The queue every part of the app sends work to (`app.jobs`). */
export interface Jobs {
  /** 'pg-boss' on PostgreSQL (durable, shared by every instance), 'in-process' on embedded PGlite. */
  readonly kind: 'pg-boss' | 'in-process';
  /** Queues one job; resolves once it is stored (pg-boss) or accepted (in-process). */
  send(name: string, data: object): Promise<void>;
  /** Resolves when every job this process sent has run (or is waiting for a retry): tests and shutdown. */
  drain(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobsLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}
