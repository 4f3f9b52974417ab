/** Percent-decoding rounds before a spelling counts as hostile (`%252e` is two). */
const MAX_DECODES = 3;

/**
 * A request path as a file system would read it: percent-decoded until it stops changing (double encoding),
 * backslashes read as slashes, empty and `.` segments dropped. Null when it cannot be decoded, is still encoded
 * after MAX_DECODES rounds, carries a NUL, or climbs (`..`): no published file is reached that way.
 */
export function normalisedPath(rawPath: string): string | null {
  let path = rawPath;
  for (let round = 0; ; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) break;
    if (round === MAX_DECODES) return null;
    path = decoded;
  }
  if (path.includes('\0')) return null;
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return null;
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
