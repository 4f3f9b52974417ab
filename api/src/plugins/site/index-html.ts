import fs from 'node:fs';
import path from 'node:path';
import { publicRemoteForPath } from '@receipts/shared/route-match';
import { BOOT_ELEMENT_ID, type BootData } from '@receipts/shared/boot';
import type { ResolvedRemote } from './remote-manifests';

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

export function preloadTags(remote: ResolvedRemote | undefined): string {
  if (!remote) return '';
  const scripts = remote.preload.js.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
  const styles = remote.preload.css.map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}">`);
  return [...styles, ...scripts].join('');
}

/**
 * The shell's index.html with the boot data (runtime config + remotes map) inlined and, for the page
 * being opened, preload hints for its remote's entry and routes files: the browser fetches them in
 * parallel with the shell instead of one after another.
 */
export function createIndexHtml(shellDist: string) {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;

  async function template(): Promise<string> {
    const { mtimeMs } = await fs.promises.stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
    return cached.html;
  }

  return async function render(pathname: string, boot: BootData, remotes: Map<string, ResolvedRemote>): Promise<string> {
    const html = await template();
    const remote = publicRemoteForPath(pathname);
    const head = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>${preloadTags(remote ? remotes.get(remote) : undefined)}`;
    return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${head}${html}`;
  };
}
