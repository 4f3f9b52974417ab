import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AppConfig } from '../../../config';
import type { ResolvedRemote } from './remote-manifests';

/** Where the Firebase JS SDK talks to (Identity Toolkit, token refresh) and loads its popup helper from. */
const FIREBASE_CONNECT = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
const FIREBASE_SCRIPT = 'https://apis.google.com';
/** Video thumbnails of the directory's YouTube lists. */
const YOUTUBE_IMAGES = ['https://i.ytimg.com', 'https://img.youtube.com'];

/** Classic inline scripts (the template's theme boot script and loader): their SHA-256 for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (the boot JSON) never run, so they need no hash.
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The inline scripts' hashes of the shell's template as it is on disk now (re-read when the file changes). */
export function createTemplateHashes(templateFile: string) {
  let cached: { mtimeMs: number; hashes: string[] } | null = null;
  return async function templateHashes(): Promise<string[]> {
    const { mtimeMs } = await fs.promises.stat(templateFile);
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { mtimeMs, hashes: inlineScriptHashes(await fs.promises.readFile(templateFile, 'utf8')) };
    return cached.hashes;
  };
}

function originOf(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = base ? new URL(value, base) : new URL(value.includes('://') ? value : `https://${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Origins other than the page's own that the remotes map points at (e.g. a remote deployed to a CDN). */
export function remoteOrigins(remotes: Map<string, ResolvedRemote>, publicOrigin: string): string[] {
  const origins = new Set<string>();
  for (const remote of remotes.values()) {
    const files = [remote.location.manifest, remote.location.entry, ...remote.preload.js, ...remote.preload.css];
    for (const file of files) {
      if (!file || !/^https?:\/\//i.test(file)) continue; // relative: this origin
      const origin = originOf(file, publicOrigin);
      if (origin) origins.add(origin);
    }
  }
  return [...origins].sort();
}

type CspConfig = Pick<AppConfig, 'publicOrigin' | 'firebase' | 'storage' | 'storageHost' | 'devRemoteOrigin'>;

/**
 * `npm run dev -- --only <remote>` (development only; the config refuses it in production): the remote's dev
 * server may serve scripts, styles, images and hot updates, and its hot-reload socket may connect. No eval: the
 * dev server inside the site builds without eval source maps.
 */
function devServerSources(origin: string | null | undefined): { files: string[]; socket: string[] } {
  if (!origin) return { files: [], socket: [] };
  return { files: [origin], socket: [origin.replace(/^http/, 'ws')] };
}

/**
 * The page's Content-Security-Policy, made per request: scripts only from this origin, the remotes map's
 * origins (read at request time, so a remote moved to another origin keeps working) and the template's own
 * inline scripts by hash; no eval, no other inline script; connections to this origin, Firebase and the
 * remotes; images from this origin, data: and the avatar storage. Styles allow inline: the server-rendered
 * first view carries React's style attributes and the template an inline <style>.
 */
export function pageCsp(config: CspConfig, remotes: Map<string, ResolvedRemote>, scriptHashes: string[]): string {
  const self = ["'self'"];
  const own = originOf(config.publicOrigin);
  if (own) self.push(own);
  const elsewhere = remoteOrigins(remotes, config.publicOrigin);
  const emulator = config.firebase.emulatorHost ? originOf(`http://${config.firebase.emulatorHost}`) : null;
  const authDomain = originOf(config.firebase.authDomain);
  const storage = config.storage.driver === 's3' ? originOf(config.storage.publicBaseUrl) : null;
  const extraStorage = originOf(config.storageHost);
  const dev = devServerSources(config.devRemoteOrigin);
  const list = (...values: (string | null | undefined | string[])[]) =>
    [...new Set(values.flat().filter((value): value is string => Boolean(value)))].join(' ');
  return [
    `default-src ${list(self)}`,
    `script-src ${list(self, elsewhere, dev.files, scriptHashes, FIREBASE_SCRIPT)}`,
    `style-src ${list(self, elsewhere, dev.files, "'unsafe-inline'")}`,
    `img-src ${list(self, 'data:', 'blob:', storage, extraStorage, elsewhere, dev.files, YOUTUBE_IMAGES)}`,
    `font-src ${list(self, elsewhere, dev.files, 'data:')}`,
    `connect-src ${list(self, FIREBASE_CONNECT, FIREBASE_SCRIPT, emulator, elsewhere, storage, dev.files, dev.socket)}`,
    `frame-src ${list(authDomain, emulator)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
