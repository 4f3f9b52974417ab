import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { emailVerifications, users } from '../../../db/schema';
import type { MailMessage } from '../../../mail';
import type { UserRow } from '../data/users';
import { makeVerificationToken, parseVerificationToken, safeEqual } from '../data/tokens';
import { normaliseEmail } from '../data/usernames';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** The messages of the verification page and its resend form, shown as they are. */
export const VERIFY_OK = 'Email verified successfully.';
export const VERIFY_FAILED = 'Failed to verify your email. The link may be expired or invalid.';
export const VERIFY_INVALID_LINK = 'Invalid verification link';

export function verificationLink(publicOrigin: string, token: string, email: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/verify-email/${token}?email=${encodeURIComponent(email)}`;
}

export function verificationMail(user: Pick<UserRow, 'email' | 'name'>, link: string): MailMessage {
  const greeting = user.name ? `Hi ${user.name},` : 'Hi,';
  return {
    to: user.email,
    subject: 'Verify your e-mail address for Receipts',
    link,
    text: `${greeting}\n\nConfirm your e-mail address to use all of Receipts:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this message.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Confirm your e-mail address to use all of Receipts:</p><p><a href="${escapeHtml(link)}">Verify my e-mail address</a></p><p>The link works once and expires in 24 hours. If you did not sign up, ignore this message.</p>`,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export type VerifyOutcome = { ok: true; userId: number } | { ok: false; error: string };

export function verificationService(db: Db, publicOrigin: string) {
  return {
    /** A fresh link for the user; any earlier link stops working (one row per user, replaced). */
    async issue(user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
      const { token, tokenHash } = makeVerificationToken(user.id);
      const expiresAt = new Date(Date.now() + VERIFICATION_TTL_MS);
      await db
        .insert(emailVerifications)
        .values({ userId: user.id, tokenHash, email: user.email, expiresAt })
        .onConflictDoUpdate({ target: emailVerifications.userId, set: { tokenHash, email: user.email, expiresAt, createdAt: new Date() } });
      return verificationLink(publicOrigin, token, user.email);
    },

    /** Single use: the row is deleted by the request that verifies; expired, unknown or mismatched links fail. */
    async consume(token: string, email?: string | null): Promise<VerifyOutcome> {
      const parsed = parseVerificationToken(token);
      if (!parsed) return { ok: false, error: VERIFY_INVALID_LINK };
      const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.userId, parsed.userId)).limit(1);
      if (!row || !safeEqual(row.tokenHash, parsed.secretHash)) return { ok: false, error: VERIFY_FAILED };
      if (row.expiresAt.getTime() <= Date.now()) return { ok: false, error: VERIFY_FAILED };
      if (email && normaliseEmail(email) !== row.email) return { ok: false, error: VERIFY_FAILED };
      const [claimed] = await db
        .delete(emailVerifications)
        .where(and(eq(emailVerifications.userId, row.userId), eq(emailVerifications.tokenHash, row.tokenHash)))
        .returning();
      if (!claimed) return { ok: false, error: VERIFY_FAILED };
      const [verified] = await db
        .update(users)
        .set({ emailVerified: true })
        .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
        .returning({ id: users.id });
      return verified ? { ok: true, userId: verified.id } : { ok: false, error: VERIFY_FAILED };
    },
  };
}
