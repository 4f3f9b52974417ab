import { domainToASCII } from 'node:url';
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';
import { forbidden } from '../../../plugins/errors';
import type { UserRow } from '../../../repositories/sessions';

/**
 * The new-account link guard (moderation's automatic guard, against spam from fresh accounts): accounts younger than
 * NEW_ACCOUNT_LINK_HOURS may not post links. linkify-it finds them the way a reader's browser or chat app would:
 * `http(s)://…`, `www.example.com`, and bare domains on a real top-level domain (`example.com/path`, `bit.ly/x`,
 * `spam.xyz`; the full list from `tlds`). A domain needs a name and a known TLD of two letters or more, so "e.g.",
 * "U.S.", "3.5" or a score of "24.5" are not links. A bare e-mail address is not a link either (a `mailto:` one is).
 * Internationalised top-level domains count in both spellings (`рф` and its punycode `xn--p1ai`), and the text is
 * normalised first (normaliseForLinks) so look-alike spellings that a reader still follows are links too.
 */
const TLDS = [...new Set([...tlds, ...tlds.map((tld) => domainToASCII(tld)).filter(Boolean)])];
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false }).tlds(TLDS, true);

/** Full stops of other scripts that NFKC keeps: the ideographic one (also what NFKC makes of the halfwidth one). */
const OTHER_DOTS = /[\u3002]/g;
/** Characters that do not show, which would split a name a reader still reads whole. */
const INVISIBLE = /\u034F|[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/**
 * The text as a reader takes it in: NFKC (fullwidth `ｅｖｉｌ．ｃｏｍ` is `evil.com`), ideographic full stops as dots
 * (`evil。com`), invisible characters dropped.
 */
export function normaliseForLinks(text: string): string {
  return text.normalize('NFKC').replace(OTHER_DOTS, '.').replace(INVISIBLE, '');
}

/** The first link in the text, as normalised (normaliseForLinks), or null. */
export function firstLink(text: string): string | null {
  return linkify.match(normaliseForLinks(text))?.[0]?.raw ?? null;
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
