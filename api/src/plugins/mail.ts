import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JOB } from '../jobs/names';
import { createMailer, type Mailer } from '../mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** send() delivers now (SMTP_URL, or the development outbox); sendInBackground() queues a mail job (app.jobs). */
    mailer: Mailer;
  }
}

/**
 * Mail in the background is a job: stored in PostgreSQL before the answer goes out (pg-boss), delivered by whichever
 * instance claims it, retried with backoff when SMTP fails. flush() waits for the jobs this process queued.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      dataDir: app.config.dataDir,
      from: `Receipts <${app.config.contactEmail}>`,
      log: app.log,
    });
    mailer.sendInBackground = (message) =>
      app.jobs
        .send(JOB.mail, message)
        .catch((error: unknown) => app.log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be queued'));
    mailer.flush = () => app.jobs.drain();
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);

export default mailPlugin;
