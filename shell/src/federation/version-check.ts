import type { RemoteLocation } from '@receipts/shared';

/** The MF runtime's share scope as the check reads it: package → version → where it came from, whether it is loaded. */
export type ShareScope = Record<string, Record<string, { from?: string; loaded?: unknown; [key: string]: unknown }>>;

/** A remote built for other versions of the shared singletons or of @receipts/shared than this page runs. */
export class RemoteVersionError extends Error {
  constructor(
    message: string,
    readonly remote: string,
    /** 'newer': the remote needs more than the page has; 'older': the page has moved past what the remote knows. */
    readonly direction: 'newer' | 'older',
  ) {
    super(message);
    this.name = 'RemoteVersionError';
  }
}

const parse = (text: string): number[] => (/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? []).slice(1, 4).map(Number);
/** Negative when a is older than b. */
const compare = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * npm's caret and exact ranges, the ones the build preset writes (`^x.y.z`: same leftmost non-zero part, not
 * older); anything else is not judged. Returns how the version misses: 'newer' (the range wants more), 'older', or null.
 */
export function misfit(version: string, range: string): 'newer' | 'older' | null {
  const have = parse(version);
  const want = parse(range);
  if (have.length < 3 || want.length < 3 || !/^\^?\d/.test(range.trim())) return null;
  const order = compare(have, want);
  if (order < 0) return 'newer';
  if (!range.trim().startsWith('^')) return order === 0 ? null : 'older';
  const part = want[0] > 0 ? 0 : want[1] > 0 ? 1 : 2;
  return have[part] === want[part] ? null : 'older';
}

/** The versions of a shared module this page offers a remote: the loaded one, else every one not the remote's own. */
function offered(scope: ShareScope, pkg: string, remote: string): string[] {
  const versions = scope[pkg] ?? {};
  const all = Object.keys(versions);
  const loaded = all.filter((version) => versions[version].loaded);
  return loaded.length ? loaded : all.filter((version) => versions[version].from !== remote);
}

/**
 * Before a remote's code runs: does this page have what it was built against? Each shared singleton it requires
 * must be offered in a fitting version (a singleton is never loaded twice, so a misfit would run against the
 * wrong React or store), and it must speak this page's major of the @receipts/shared contract.
 */
export function checkRemoteFits(
  remote: string,
  { requires = {}, sharedContract }: Pick<RemoteLocation, 'requires' | 'sharedContract'>,
  scope: ShareScope,
): void {
  const [shared] = offered(scope, '@receipts/shared', remote);
  const major = shared ? parse(shared)[0] : undefined;
  if (sharedContract !== undefined && major !== undefined && sharedContract !== major) {
    throw new RemoteVersionError(
      `${remote} was built for @receipts/shared contract ${sharedContract}; this site runs contract ${major}.`,
      remote,
      sharedContract > major ? 'newer' : 'older',
    );
  }
  for (const [pkg, range] of Object.entries(requires)) {
    if (typeof range !== 'string') continue;
    const versions = offered(scope, pkg, remote);
    const misses = versions.map((version) => misfit(version, range));
    if (!versions.length || misses.includes(null)) continue;
    throw new RemoteVersionError(
      `${remote} needs ${pkg} ${range}; this site runs ${versions.join(', ')}.`,
      remote,
      misses[0] as 'newer' | 'older',
    );
  }
}
