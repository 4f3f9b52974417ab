/** Percent-decoding rounds before a spelling counts as hostile (`%252e` is two). */
const MAX_DECODES = 3;

/** One round of percent-decoding, byte by byte: it never throws, and every `%2e`, `%2f`, `%5c`, `%00` shows. */
const decodeOnce = (path: string) => path.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A request path as a file system would read it: percent-decoded until it stops changing (double encoding),
 * backslashes read as slashes, empty and `.` segments dropped. Null when it climbs (`..`) or is still encoded
 * after MAX_DECODES rounds: no published file is reached that way.
 */
export function normalisedPath(rawPath: string): string | null {
  let path = rawPath;
  for (let round = 0; ; round += 1) {
    const decoded = decodeOnce(path);
    if (decoded === path) break;
    if (round === MAX_DECODES) return null;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return null;
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
