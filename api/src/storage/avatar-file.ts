import { AVATAR_MAX_BYTES } from '@receipts/contract';

/** Avatar files are at most 5 MB (the API answers 413 above it); the browser checks the same constant. */
export const MAX_AVATAR_BYTES = AVATAR_MAX_BYTES;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export const EXTENSION_OF: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const TYPE_OF_EXTENSION: Record<string, ImageType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type by its magic bytes (never by the name or the declared type), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 8 && startsWith(bytes, PNG)) return 'image/png';
  if (bytes.length >= 12 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** A path segment that is safe on every file system and in a URL: letters, digits, dot, dash, underscore. */
export const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * The stored file name: the uploaded name reduced to safe characters, with the extension of the type the
 * bytes really are (a PNG called face.gif is stored as face.png). The timestamp is added by the driver.
 */
export function safeFileName(original: string | undefined, type: ImageType): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${stem || 'avatar'}.${EXTENSION_OF[type]}`;
}

/** A folder per kind, then the slug. Slugs that are not safe segments are percent-encoded. */
export function avatarFolder(kind: string, slug: string): string {
  const segment = SAFE_SEGMENT.test(slug) ? slug : encodeURIComponent(slug).replace(/[^A-Za-z0-9_-]/g, '_');
  return `${kind}/${segment}`;
}

/** `{folder}/{timestamp}-{name}`. */
export const storedKey = (folder: string, name: string, timestamp: number) => `${folder}/${timestamp}-${name}`;

/** Keys travel in URLs segment by segment. */
export const keyToUrlPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');
