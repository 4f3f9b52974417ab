import { HOT_SCORE } from '@receipts/contract/trending';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { MailMessage, Mailer } from '../mail';
import type { CacheBus } from '../plugins/cache-bus';
import { fanOutWith, notificationJobs } from '../domains/notifications/jobs/definitions';
import type { NotificationBus } from '../domains/notifications/plugins/notification-bus';
import { purgeExpired } from '../repositories/expired';
import { settleGradings } from '../domains/games/data/games';
import { boardsChanged, holdRolled } from '../domains/track-record/data/score-aggregates';
import { decayHotRanks } from '../domains/search/data/trending';
import { dayIn } from '../domains/track-record/data/days';
import { JOB } from './names';
import { every } from './schedule';
import type { JobDefinition } from './types';

interface JobDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  cacheBus: CacheBus;
  notificationBus: NotificationBus;
}

/** Every job of the app (a domain's own from its jobs/): the handlers are the same on pg-boss and in-process. */
export function jobDefinitions({ db, config, mailer, cacheBus, notificationBus }: JobDeps): JobDefinition[] {
  const fanOut = fanOutWith({ db, config, notificationBus });
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
    ...notificationJobs({ db, config, mailer, notificationBus }),
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
  ];
}
