import type { RemoteLocation } from './boot';

/**
 * Canaries: a remotes-map entry may name a second version for a share of browsers. Each browser draws a seed
 * (0–99) once and keeps it (the receipts_seed cookie); it runs the canary of every remote whose percent is above its
 * seed. One rule, used by the server (which first view to render, which files to hint) and by the shell's canary
 * runtime plugin (which entry the Module Federation runtime loads), so the two always agree.
 */
export const CANARY_SEED_RANGE = 100;

export const onCanary = (seed: number | undefined, percent: number): boolean => seed !== undefined && seed < percent;

/** The version of a remote this browser runs: the canary when its seed falls in, else the stable one. */
export function activeLocation(location: RemoteLocation, seed: number | undefined): RemoteLocation {
  const { canary, ...stable } = location;
  if (!canary) return location;
  if (!onCanary(seed, canary.percent)) return { ...stable, channel: 'stable' };
  const { percent: _percent, ...chosen } = canary;
  return { ...chosen, channel: 'canary' };
}
