import { isRemoteFolder } from '@receipts/shared/remotes';
import { SAFE_SEGMENT, TYPE_OF_EXTENSION } from '../../storage/avatar-file';

/** Which remote folders exist is the registry's say (domains/site/plugins/remote-files.ts); here only how one may be spelled. */
export interface PublishRules {
  /** Whether /deploys/ serves what `npm run deploy` published beside the remotes map. */
  deploys: boolean;
  /** Whether /uploads/ serves the local storage driver's files. */
  uploads: boolean;
  /** Source maps stay build artifacts in production. */
  isProduction: boolean;
}

/** The areas whose files come from disk; anything else is a route, a page or the shell's own build. */
export const FILE_AREAS = ['remotes', 'deploys', 'uploads'] as const;

/** `<version>-<10 hex content hash>`, as shared/build/remote-deploy.cjs names a published release. */
const RELEASE = /^[0-9A-Za-z.+_-]+-[0-9a-f]{10}$/;

/** A remote's build file as browsers may fetch it: never its server build (ssr/), no source map in production. */
function isBrowserFile(segments: string[], isProduction: boolean): boolean {
  if (segments.length === 0 || segments[0] === 'ssr') return false;
  return !(isProduction && /\.map$/i.test(segments[segments.length - 1]));
}

/** Whether the file at this normalised path (e.g. `/remotes/mfe-feed/remoteEntry.js`) is published. */
export function isPublished(segments: string[], rules: PublishRules): boolean {
  const [area, ...rest] = segments;
  if (area === 'remotes') return isRemoteFolder(rest[0]) && isBrowserFile(rest.slice(1), rules.isProduction);
  if (area === 'deploys') {
    return rules.deploys && isRemoteFolder(rest[0]) && RELEASE.test(rest[1] ?? '') && isBrowserFile(rest.slice(2), rules.isProduction);
  }
  if (area === 'uploads') {
    const name = rest[rest.length - 1] ?? '';
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    return rules.uploads && rest.length > 0 && rest.every((segment) => SAFE_SEGMENT.test(segment)) && Boolean(TYPE_OF_EXTENSION[extension]);
  }
  return false;
}
