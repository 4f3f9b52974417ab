import type { AppConfig } from '../config';

/** A period's cron, unless JOB_CRON_<NAME> (config.jobCron) replaces it (the cluster proof runs the decay every minute). */
export const every = (config: AppConfig, name: string, cron: string, everyMs: number) => ({ cron: config.jobCron[name] ?? cron, everyMs });
