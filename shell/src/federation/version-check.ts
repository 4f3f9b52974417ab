import { satisfy } from '@module-federation/enhanced/runtime';
import type { RemoteLocation } from '@receipts/shared';
import { yieldWhereSupported } from '../app/next-task';
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

/** semver, in a chunk of its own: the page's first load does without it (a fit is settled by the MF runtime's check). */
const judge = () => import('./semver-judge');

/**
 * How a version misses an npm range: 'newer' (the range wants more than it), 'older' (it has moved past the range),
 * or null when it fits or the range is not one semver can judge (a workspace: link, a tag). The MF runtime's own
 * range check (the one it hands out shared modules by, already on the page) settles the usual case, a fit; semver
 * judges only what it does not place in the range. Before, semver on the first load was 8.6 KiB gz, and its first
 * range parse a fifth of the shell's start-up on a phone's CPU.
 */
export async function misfit(version: string, range: string): Promise<'newer' | 'older' | null> {
  if (satisfy(version, range)) return null;
  return (await judge()).semverMisfit(version, range);
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
export async function checkRemoteFits(
  remote: string,
  { requires = {}, sharedContract }: Pick<RemoteLocation, 'requires' | 'sharedContract'>,
  scope: ShareScope,
): Promise<void> {
  // In a task of its own: the range checks (the MF runtime's regular-expression semver) ran in the shell's start-up
  // task that preloads the page's remote, making it a long one on a phone's CPU.
  await yieldWhereSupported();
  const [shared] = offered(scope, '@receipts/shared', remote);
  // `^N` is exactly "major N" for a released version; semver reads the major only when that does not hold.
  const major =
    shared && sharedContract !== undefined && !satisfy(shared, `^${sharedContract}`) ? (await judge()).semverMajor(shared) : undefined;
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
    const misses = await Promise.all(versions.map((version) => misfit(version, range)));
    if (!versions.length || misses.includes(null)) continue;
    throw new RemoteVersionError(
      `${remote} needs ${pkg} ${range}; this site runs ${versions.join(', ')}.`,
      remote,
      misses[0] as 'newer' | 'older',
    );
  }
}
