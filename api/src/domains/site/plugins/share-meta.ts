import { SITE_DESCRIPTION, SITE_NAME, documentTitle } from '@receipts/contract';

export { SITE_DESCRIPTION, SITE_NAME, documentTitle };

/** What a shared link's preview shows; every field is plain text, escaped only when written out. */
export interface SharePreview {
  /** The page's own title (statement title, person's name), without the site name. */
  title: string;
  description: string;
  type: 'article' | 'profile' | 'website';
  /** Path of the page's canonical URL, e.g. /statements/12. */
  path: string;
  /** The entity's photo as stored (absolute or relative to this origin), if any. */
  image?: string | null;
}

/** In shell/public/icons, copied into the shell's dist by its build. */
export const SITE_ICON = '/icons/icon-512.png';
const DESCRIPTION_MAX = 200;

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** One line of at most ~200 characters, cut on a word boundary. */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * The photo as an absolute http(s) URL crawlers can fetch, else the site icon. SVG (the demo seed's drawn
 * pictures) is left out: the big previewers (X, Facebook, Slack) do not show SVG images.
 */
export function shareImage(photo: string | null | undefined, origin: string): string {
  const icon = new URL(SITE_ICON, origin).href;
  if (!photo) return icon;
  try {
    const url = new URL(photo, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return icon;
    return url.pathname.toLowerCase().endsWith('.svg') ? icon : url.href;
  } catch {
    return icon;
  }
}

const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;

/** The head's description, Open Graph and Twitter card tags; the generic site set without a preview. */
export function shareMetaTags(preview: SharePreview | null, origin: string, pathname: string): string {
  const title = preview?.title ?? SITE_NAME;
  const description = preview?.description || SITE_DESCRIPTION;
  const image = shareImage(preview?.image, origin);
  // Only pages we know get a canonical URL: any other path may be a typo or a 404.
  const path = preview?.path ?? (pathname === '/' ? '/' : null);
  const url = path === null ? null : new URL(path, origin).href;
  return [
    named('description', description),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}">`] : []),
    property('og:site_name', SITE_NAME),
    property('og:type', preview?.type ?? 'website'),
    property('og:title', title),
    property('og:description', description),
    ...(url ? [property('og:url', url)] : []),
    property('og:image', image),
    named('twitter:card', 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
  ].join('');
}

/**
 * The template with the page's title and meta: its own <title> and description are replaced (only in the
 * head, before any first view markup, whose SVGs may carry titles of their own).
 */
export function withPageMeta(html: string, preview: SharePreview | null, origin: string, pathname: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const title = `<title>${escapeHtml(documentTitle(preview?.title))}</title>`;
  let head = html.slice(0, end).replace(/<meta\s+name="description"[^>]*>/i, '');
  head = /<title>[\s\S]*?<\/title>/i.test(head) ? head.replace(/<title>[\s\S]*?<\/title>/i, () => title) : `${head}${title}`;
  return `${head}${shareMetaTags(preview, origin, pathname)}${html.slice(end)}`;
}
