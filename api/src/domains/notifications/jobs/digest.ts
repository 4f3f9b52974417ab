import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db';
import type { MailMessage } from '../../../mail';
import { toNotification, visibleRowsSql, type NotificationRow } from '../data/notifications';
import { rowsOf } from '../../../repositories/sql';
import { unsubscribeToken } from '../data/unsubscribe-token';

const MAX_ITEMS = 20;

/** Unread items not mailed yet, of kinds their recipient wants by e-mail: who has some (verified addresses only). */
const dueSql = sql`
  SELECT DISTINCT n.recipient_id, u.email FROM notifications n
  JOIN notification_preferences p ON p.user_id = n.recipient_id AND p.kind = n.kind AND p.delivery = 'email_digest'
  JOIN users u ON u.id = n.recipient_id AND u.email_verified
  WHERE n.read_at IS NULL AND n.emailed_at IS NULL`;

const dueItemsOf = (userId: number) => sql`n.read_at IS NULL AND n.emailed_at IS NULL AND n.kind IN (
  SELECT kind FROM notification_preferences WHERE user_id = ${userId} AND delivery = 'email_digest')`;

export function unsubscribeUrl(config: AppConfig, userId: number): string {
  return `${config.publicOrigin}/api/notifications/unsubscribe/?token=${unsubscribeToken(config.secretKey, userId)}`;
}

/** One digest: the items, a link to each, and both ways out (the preferences page, and one click without signing in). */
export function digestMessage(config: AppConfig, to: string, userId: number, rows: NotificationRow[]): MailMessage {
  const items = rows.map(toNotification);
  const unsubscribe = unsubscribeUrl(config, userId);
  const lines = items.map((item) => `- ${item.message}\n  ${config.publicOrigin}${item.url}`);
  const text = [
    `You have ${items.length === 1 ? '1 unread notification' : `${items.length} unread notifications`} on Receipts:`,
    '',
    ...lines,
    '',
    `All your notifications and e-mail settings: ${config.publicOrigin}/notifications`,
    `Stop these e-mails: ${unsubscribe}`,
  ].join('\n');
  return {
    to,
    subject: items.length === 1 ? 'Receipts: 1 new notification' : `Receipts: ${items.length} new notifications`,
    text,
    link: `${config.publicOrigin}/notifications`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The daily digest job: one mail per user with unread items of kinds set to 'email_digest', each item mailed once.
 * Each mail is its own mail job (stored before the items are marked, retried by the queue).
 */
export async function sendDigests(deps: { db: Db; config: AppConfig; queueMail: (message: MailMessage) => Promise<void> }) {
  const { db, config } = deps;
  let sent = 0;
  for (const due of await rowsOf<{ recipient_id: number; email: string }>(db, dueSql)) {
    const userId = Number(due.recipient_id);
    const rows = await rowsOf<NotificationRow>(db, visibleRowsSql(userId, dueItemsOf(userId), MAX_ITEMS));
    if (!rows.length) continue;
    await deps.queueMail(digestMessage(config, due.email, userId, rows));
    const ids = `{${rows.map((row) => row.id).join(',')}}`;
    await db.execute(
      sql`UPDATE notifications SET emailed_at = ${config.now().toISOString()}::timestamptz WHERE id = ANY(${ids}::bigint[])`,
    );
    sent += 1;
  }
  return { sent };
}
