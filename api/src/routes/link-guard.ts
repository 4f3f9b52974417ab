import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';
import { forbidden } from '../plugins/errors';
import type { UserRow } from '../repositories/sessions';

/**
 * Issue 28's automatic guard: accounts younger than NEW_ACCOUNT_LINK_HOURS may not post links. linkify-it finds
 * them the way a reader's browser or chat app would: `http(s)://…`, `www.example.com`, and bare domains on a real
 * top-level domain (`example.com/path`, `bit.ly/x`, `spam.xyz`; the full list from `tlds`). A domain needs a name and
 * a known TLD of two letters or more, so "e.g.", "U.S.", "3.5" or a score of "24.5" are not links. A bare e-mail
 * address is not a link either (a `mailto:` one is).
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false }).tlds(tlds, true);

/** The first link in the text, as written, or null. */
export function firstLink(text: string): string | null {
  return linkify.match(text)?.[0]?.raw ?? null;
}

export function newAccountLinkMessage(hours: number, link: string): string {
  return `New accounts cannot post links for their first ${hours} hours ("${link}" is a link). Remove the link and try again.`;
}

/** 403 when an account younger than `hours` posts any of these texts with a link in it (0 hours: no guard). */
export function refuseNewAccountLinks(
  user: Pick<UserRow, 'createdAt'>,
  texts: (string | null | undefined)[],
  hours: number,
  now: Date,
): void {
  if (hours <= 0 || now.getTime() - user.createdAt.getTime() >= hours * 3_600_000) return;
  for (const text of texts) {
    const link = text ? firstLink(text) : null;
    if (link) throw forbidden(newAccountLinkMessage(hours, link));
  }
}
