import type { MailMessage } from '../../../mail';
import type { passwordResetsRepository } from '../data/password-resets';
import type { UserRow } from '../data/users';
import { makeVerificationToken, parseVerificationToken, safeEqual } from '../data/tokens';

/** A reset link works once, for an hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, for 1 hour.';
export const RESET_LINK_INVALID = 'This password reset link has expired or has already been used. Please request a new one.';
export const RESET_DONE = 'Your password has been reset. Sign in with your new password.';

const origin = (publicOrigin: string) => publicOrigin.replace(/\/+$/, '');
export const resetLink = (publicOrigin: string, token: string) => `${origin(publicOrigin)}/reset-password/${token}`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const greeting = (user: Pick<UserRow, 'name'>) => (user.name ? `Hi ${user.name},` : 'Hi,');

export function resetMail(user: Pick<UserRow, 'email' | 'name'>, link: string): MailMessage {
  const ignore = 'If you did not ask for this, ignore this message: your password stays as it is.';
  return {
    to: user.email,
    subject: 'Reset your Receipts password',
    link,
    text: `${greeting(user)}\n\nSomeone (hopefully you) asked to reset the password of your Receipts account. Choose a new one here:\n\n${link}\n\nThe link works once and expires in 1 hour. ${ignore}\n`,
    html: `<p>${escapeHtml(greeting(user))}</p><p>Someone (hopefully you) asked to reset the password of your Receipts account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in 1 hour. ${ignore}</p>`,
  };
}

/** What the owner of an address gets when someone tries to register it again (registration never says it exists). */
export function alreadyRegisteredMail(user: Pick<UserRow, 'email' | 'name'>, publicOrigin: string): MailMessage {
  const signIn = `${origin(publicOrigin)}/login`;
  const lines = [
    'Someone tried to create a Receipts account with this e-mail address, which already has one.',
    `If it was you, sign in instead: ${signIn}`,
    "Forgot your password? Choose 'Forgot password?' in the sign-in dialog and we will e-mail you a link to set a new one.",
    'If it was not you, you can ignore this message: nothing has changed on your account.',
  ];
  return {
    to: user.email,
    subject: 'Someone tried to register with your e-mail address',
    link: signIn,
    text: `${greeting(user)}\n\n${lines.join('\n\n')}\n`,
    html: `<p>${escapeHtml(greeting(user))}</p>${lines.map((line) => `<p>${escapeHtml(line).replace(escapeHtml(signIn), `<a href="${escapeHtml(signIn)}">${escapeHtml(signIn)}</a>`)}</p>`).join('')}`,
  };
}

export type ResetClaim = { ok: true; userId: number; email: string } | { ok: false };

/** Issuing and redeeming reset links; the SQL is the repository's. */
export function passwordResetService(repo: ReturnType<typeof passwordResetsRepository>, publicOrigin: string) {
  return {
    /** A fresh link for the user; an earlier one stops working. Links read `/reset-password/<userId>.<secret>`. */
    async issue(user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
      const { token, tokenHash } = makeVerificationToken(user.id);
      await repo.replace({ userId: user.id, tokenHash, email: user.email, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      return resetLink(publicOrigin, token);
    },

    /** Single use: the one request that deletes the live, unexpired row wins; anything else is not ok. */
    async claim(token: string): Promise<ResetClaim> {
      const parsed = parseVerificationToken(token);
      if (!parsed) return { ok: false };
      const row = await repo.find(parsed.userId);
      if (!row || !safeEqual(row.tokenHash, parsed.secretHash) || row.expiresAt.getTime() <= Date.now()) return { ok: false };
      if (!(await repo.claim(row))) return { ok: false };
      return { ok: true, userId: row.userId, email: row.email };
    },
  };
}
