import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link that matters (e.g. verification); the development outbox logs it. */
  link?: string;
  /** Extra headers (the digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' with SMTP_URL set, else 'outbox' (RFC 822 .eml files under DATA_DIR/outbox/). */
  readonly kind: 'smtp' | 'outbox';
  readonly outboxDir: string | null;
  /** Delivers one message; rejects when delivery fails. */
  send(message: MailMessage): Promise<void>;
  /** Starts a delivery the caller need not wait for (flush() does); the promise never rejects, failures are logged. */
  sendInBackground(message: MailMessage): Promise<void>;
  /** Resolves when every background delivery has finished (tests, shutdown). */
  flush(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
}

export function createMailer({ smtpUrl, dataDir, from, log }: MailerOptions): Mailer {
  const outboxDir = smtpUrl ? null : path.join(dataDir, 'outbox');
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { from, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' } as StreamTransport.Options, { from });
  const inFlight = new Set<Promise<void>>();

  const mailer: Mailer = {
    kind: smtpUrl ? 'smtp' : 'outbox',
    outboxDir,

    async send(message) {
      const info = await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      if (outboxDir) {
        await fs.mkdir(outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
        log.info(
          { to: message.to, file, link: message.link },
          `Development outbox: "${message.subject}" to ${message.to}${message.link ? ` ${message.link}` : ''}`,
        );
      }
    },

    sendInBackground(message) {
      const delivery = mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed'))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return delivery;
    },

    async flush() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    close() {
      transport.close();
    },
  };
  return mailer;
}
