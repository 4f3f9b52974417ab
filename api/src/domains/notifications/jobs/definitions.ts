import type { AppConfig } from '../../../config';
import type { Db } from '../../../db';
import type { Mailer } from '../../../mail';
import { JOB } from '../../../jobs/names';
import { every } from '../../../jobs/schedule';
import type { JobDefinition } from '../../../jobs/types';
import { runOneFanout, type Written } from '../data/notification-writes';
import type { NotificationBus } from '../plugins/notification-bus';
import { sendDigests } from './digest';

interface NotificationJobDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  notificationBus: NotificationBus;
}

/** Writes every pending fan-out, one a transaction, and hands each to the open streams; resolves with how many. */
export function fanOutWith({ db, config, notificationBus }: Omit<NotificationJobDeps, 'mailer'>): () => Promise<number> {
  return async () => {
    let fanouts = 0;
    for (;;) {
      const written: Written[] | null = await db.transaction((tx) => runOneFanout(tx, config.now()));
      if (!written) return fanouts;
      fanouts += 1;
      await notificationBus.written(written);
    }
  };
}

/** The notifications' own jobs: the fan-out a resolution queues, and the daily digest. */
export function notificationJobs(deps: NotificationJobDeps): JobDefinition[] {
  const { db, config, mailer } = deps;
  const fanOut = fanOutWith(deps);
  return [
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
      // The daily e-mail digest of unread notifications, for the kinds each fan wants by e-mail.
      name: JOB.notificationDigest,
      schedule: every(config, JOB.notificationDigest, '0 8 * * *', 86_400_000),
      run: async () => sendDigests({ db, config, queueMail: (message) => mailer.sendInBackground(message) }),
    },
  ];
}
