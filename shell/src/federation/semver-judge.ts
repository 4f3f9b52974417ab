// semver's own modules, not its index (all of semver): loaded only when a version check finds a misfit.
import coerce from 'semver/functions/coerce';
import satisfies from 'semver/functions/satisfies';
import valid from 'semver/functions/valid';
import ltr from 'semver/ranges/ltr';
import validRange from 'semver/ranges/valid';

/**
 * How a version misses an npm range by semver: 'newer' (the range wants more than it), 'older' (it has moved past the
 * range), or null when it fits or the range is not one semver can judge (a workspace: link, a tag).
 */
export function semverMisfit(version: string, range: string): 'newer' | 'older' | null {
  const normal = validRange(range);
  if (!normal || !valid(version) || satisfies(version, normal)) return null;
  return ltr(version, normal) ? 'newer' : 'older';
}

/** The major of a version as semver reads it (`0.1.0` → 0), undefined when it reads none. */
export const semverMajor = (version: string): number | undefined => coerce(version)?.major;
