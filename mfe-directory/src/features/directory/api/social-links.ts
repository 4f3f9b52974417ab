import { httpUrl } from '@receipts/shared';

export interface SocialHandles {
  x?: string | null;
  twitter?: string | null;
  instagram?: string | null;
  youtube?: string | null;
}

export type SocialIconName = 'x' | 'instagram' | 'youtube';

export interface SocialLink {
  label: string;
  icon: SocialIconName;
  url: string;
}

const handle = (value: string) => encodeURIComponent(value.trim().replace(/^@/, ''));

/** Twitter/instagram handles lose a leading @ and go to their site; youtube is a full http(s) URL (else left out). */
export function socialLinks(entity: SocialHandles): SocialLink[] {
  const links: SocialLink[] = [];
  const twitter = entity.twitter ?? entity.x;
  if (twitter) links.push({ label: 'Twitter', icon: 'x', url: `https://twitter.com/${handle(twitter)}` });
  if (entity.instagram) links.push({ label: 'Instagram', icon: 'instagram', url: `https://instagram.com/${handle(entity.instagram)}` });
  const youtube = httpUrl(entity.youtube);
  if (youtube) links.push({ label: 'YouTube', icon: 'youtube', url: youtube });
  return links;
}
