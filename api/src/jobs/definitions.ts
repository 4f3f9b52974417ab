import { HOT_SCORE } from '@receipts/contract/trending';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { MailMessage, Mailer } from '../mail';
import type { CacheBus } from '../plugins/cache-bus';
import type { NotificationBus } from '../domains/notifications/plugins/notification-bus';
import { sendDigests } from '../domains/notifications/jobs/digest';
import { runOneFanout, type Written } from '../domains/notifications/data/notification-writes';
import { purgeExpired } from '../repositories/expired';
import { settleGradings } from '../domains/games/data/games';
import { boardsChanged, holdRolled } from '../domains/track-record/data/score-aggregates';
import { decayHotRanks } from '../domains/search/data/trending';
import { dayIn } from '../domains/track-record/data/days';
import { JOB } from './names';
import type { JobDefinition } from './types';

interface JobDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  cacheBus: CacheBus;
  notificationBus: NotificationBus;
}

/** A period's cron, unless JOB_CRON_<NAME> (config.jobCron) replaces it (the cluster proof runs the decay every minute). */
const every = (config: AppConfig, name: string, cron: string, everyMs: number) => ({ cron: config.jobCron[name] ?? cron, everyMs });

/** Every job of the app: the handlers are the same on pg-boss and in-process. */
export function jobDefinitions({ db, config, mailer, cacheBus, notificationBus }: JobDeps): JobDefinition[] {
  /** Writes every pending fan-out, one a transaction; returns how many. */
  const fanOut = async () => {
    let fanouts = 0;
    for (;;) {
      const written: Written[] | null = await db.transaction((tx) => runOneFanout(tx, config.now()));
      if (!written) return fanouts;
      fanouts += 1;
      await notificationBus.written(written);
    }
  };
  return [
    {
      // Hot scores fade with time: a seed's or an old database's rows at start, then every 5 minutes.
      name: JOB.trendingDecay,
      schedule: every(config, JOB.trendingDecay, '*/5 * * * *', HOT_SCORE.DECAY_INTERVAL_MS),
      runOnStart: true,
      run: async () => {
        const result = await decayHotRanks(db, config.now());
        cacheBus.publish({ endpoint: 'jobs.trendingDecay', statement: null, comment: null }); // every instance's trending pages
        return result;
      },
    },
    {
      // Mail is a job so that it survives the instance that queued it and is retried: 30 s, 1, 2, 4 … min (≤ 1 h), 8 tries.
      name: JOB.mail,
      retry: { limit: 7, delaySeconds: 30, backoff: true, maxDelaySeconds: 3600 },
      urgent: true,
      run: async (message) => {
        await mailer.send(message as MailMessage);
        return { to: (message as MailMessage).to };
      },
    },
    {
      name: JOB.cleanup,
      schedule: every(config, JOB.cleanup, '17 * * * *', 3_600_000),
      run: async () => purgeExpired(db, config.now()),
    },
    {
      // The rolling 7- and 30-day boards move at midnight in the track record's zone: rolled here once, so the first
      // request of the day does not pay for it (requests still roll when they find it not done).
      name: JOB.trackRecordRoll,
      schedule: every(config, JOB.trackRecordRoll, '*/10 * * * *', 600_000),
      run: async () => {
        const day = dayIn(config.trackRecordTimeZone, config.now());
        await db.transaction((tx) => holdRolled(tx, config.trackRecordTimeZone, day));
        await boardsChanged(db);
        return { day };
      },
    },
    {
      // The notifications a resolution causes (its owner, voters, commenters), queued in the outcome's
      // transaction; sent right after it commits, and swept every minute in case its instance died in between.
      name: JOB.notificationFanout,
      schedule: every(config, JOB.notificationFanout, '* * * * *', 60_000),
      retry: { limit: 5, delaySeconds: 10, backoff: true },
      urgent: true,
      coalesce: true, // a run sends every pending fan-out: a burst of resolutions needs one waiting job, not one each
      run: async () => ({ fanouts: await fanOut() }),
    },
    {
      // What a game's grading moves besides the picks: queued in its transaction, done right after it commits (so the
      // grading itself stays short), and swept every minute in case its instance died in between: the owners' records
      // and boards, then the picks' notifications, written here once the boards are done (a resolution's notice
      // carries its owner's new accuracy).
      name: JOB.boardRefresh,
      schedule: every(config, JOB.boardRefresh, '* * * * *', 60_000),
      retry: { limit: 5, delaySeconds: 10, backoff: true },
      urgent: true,
      coalesce: true, // a run recomputes every queued member: a burst of results needs one waiting job, not one each
      run: async () => {
        const settled = await settleGradings(db, config.trackRecordTimeZone, () => dayIn(config.trackRecordTimeZone, config.now()));
        return { ...settled, fanouts: settled.notices ? await fanOut() : 0 };
      },
    },
    {
      // The daily e-mail digest of unread notifications, for the kinds each fan wants by e-mail.
      name: JOB.notificationDigest,
      schedule: every(config, JOB.notificationDigest, '0 8 * * *', 86_400_000),
      run: async () => sendDigests({ db, config, queueMail: (message) => mailer.sendInBackground(message) }),
    },
  ];
}
