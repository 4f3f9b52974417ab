import fs from 'node:fs';
import path from 'node:path';
import { BOOT_ELEMENT_ID, type BootData } from '@receipts/shared/boot';
import { pageRemote, type ResolvedRemote } from './remote-manifests';
import { withPageMeta, type SharePreview } from './share-meta';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Hints for the page's remote. With a server-rendered first view its styles are real stylesheets (the
 * markup needs them for its first paint); without one they are only fetched early. Its scripts are named
 * for the shell's loader, which fetches them with the shell's own after the first paint.
 */
export function preloadTags(remote: ResolvedRemote | undefined, styled = false): string {
  if (!remote) return '';
  // Scripts are fetched once the HTML has painted, by the shell's loader (shell/public/index.html).
  const scripts = remote.preload.js.map((href) => `<meta name="receipts-preload" content="${escapeAttribute(href)}">`);
  const styles = remote.preload.css.map((href) =>
    styled ? `<link rel="stylesheet" href="${escapeAttribute(href)}">` : `<link rel="preload" as="style" href="${escapeAttribute(href)}">`,
  );
  return [...styles, ...scripts].join('');
}

/** Where the shell's template takes the page's server-rendered first view (shell/public/index.html). */
export const FIRST_VIEW_SLOT = '<!--receipts:first-view-->';

export interface PageParts {
  pathname: string;
  search: string;
  boot: BootData;
  remotes: Map<string, ResolvedRemote>;
  /** The page's first view as HTML (trusted: rendered by React, which escapes all text). */
  firstView: string | null;
  /** The opened entity's link preview; null gives the site's generic meta. */
  preview: SharePreview | null;
}

/**
 * The shell's index.html with the boot data (runtime config + remotes map) inlined and, for the page
 * being opened, preload hints for its remote's entry and routes files: the browser fetches them in
 * parallel with the shell instead of one after another. The head gets the page's title and link preview meta.
 */
export function createIndexHtml(shellDist: string, publicOrigin: string) {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;

  async function template(): Promise<string> {
    const { mtimeMs } = await fs.promises.stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
    return cached.html;
  }

  return async function render({ pathname, search, boot, remotes, firstView, preview }: PageParts): Promise<string> {
    let html = withPageMeta(await template(), preview, publicOrigin, pathname);
    const remote = pageRemote(remotes, pathname);
    const rendered = firstView !== null && html.includes(FIRST_VIEW_SLOT);
    if (rendered) {
      const at = escapeAttribute(`${pathname}${search}`);
      // A function replacement: the markup's own `$&`-like text must stay as it is.
      html = html.replace(FIRST_VIEW_SLOT, () => `<div data-location="${at}">${firstView}</div>`);
    }
    const head = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>${preloadTags(remote, rendered)}`;
    return html.includes('</head>') ? html.replace('</head>', () => `${head}</head>`) : `${head}${html}`;
  };
}
