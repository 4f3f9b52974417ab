import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CANARY_SEED_RANGE, onCanary } from '@receipts/shared/canary';
import type { ResolvedRemote } from './remote-manifests';

/**
 * Canaries: a remotes-map entry may name a second version for a share of browsers,
 *   "mfe_feed": { "manifest": ".../1.4.0-abc/mf-manifest.json",
 *                 "canary": { "manifest": ".../1.5.0-def/mf-manifest.json", "percent": 10 } }
 * Each browser draws a seed (0–99) once, kept in a cookie for a year: it runs the canary of every remote whose
 * percent is above its seed, on every load, until the map changes. The seed is no secret and identifies nobody.
 * The page carries both versions and the seed: the shell's canary runtime plugin picks the entry it loads, and the
 * server applies the same rule (@receipts/shared/canary) to pick the first view it renders and the files it hints.
 */
export const SEED_COOKIE = 'receipts_seed';
const SEED_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The browser's seed from its cookie, or a new one set on the reply. */
export function assignmentSeed(request: FastifyRequest, reply: FastifyReply): number {
  const raw = request.cookies?.[SEED_COOKIE];
  if (raw !== undefined && /^\d{1,2}$/.test(raw)) return Number(raw);
  const seed = randomInt(CANARY_SEED_RANGE);
  reply.setCookie(SEED_COOKIE, String(seed), { path: '/', maxAge: SEED_MAX_AGE_S, sameSite: 'lax', httpOnly: false });
  return seed;
}

/** The share of browsers (0–100) an entry's canary gets; null when the entry names no usable canary. */
function canaryOf(value: unknown): { manifest: string; percent: number } | null {
  if (!value || typeof value !== 'object') return null;
  const canary = (value as { canary?: unknown }).canary as { manifest?: unknown; percent?: unknown } | undefined;
  if (!canary || typeof canary.manifest !== 'string' || !canary.manifest) return null;
  const percent = Number(canary.percent);
  return Number.isFinite(percent) ? { manifest: canary.manifest, percent: Math.min(100, Math.max(0, percent)) } : null;
}

/**
 * The operator's map split in two: every remote's stable manifest (as the resolver reads a map), and the canaries
 * it names with their percent. Browsers are not assigned here: each page gets both, and the seed decides.
 */
export function splitCanaries(raw: Record<string, unknown>): {
  stable: Record<string, unknown>;
  canaries: Record<string, { manifest: string; percent: number }>;
} {
  const stable: Record<string, unknown> = {};
  const canaries: Record<string, { manifest: string; percent: number }> = {};
  for (const [name, value] of Object.entries(raw)) {
    const canary = canaryOf(value);
    stable[name] = canary ? (value as { manifest?: unknown }).manifest : value;
    if (canary) canaries[name] = canary;
  }
  return { stable, canaries };
}

/** Each stable remote with its resolved canary attached (what the shell's boot map carries). */
export function withCanaries(
  stable: Map<string, ResolvedRemote>,
  canaries: Map<string, ResolvedRemote>,
  percents: Record<string, { percent: number }>,
): Map<string, ResolvedRemote> {
  const remotes = new Map<string, ResolvedRemote>();
  for (const [name, remote] of stable) {
    const canary = canaries.get(name);
    const percent = percents[name]?.percent;
    remotes.set(name, canary && percent !== undefined ? { ...remote, canary: { ...canary, percent } } : remote);
  }
  return remotes;
}

/** The version of each remote this browser runs (by the shared rule the shell's canary plugin applies too). */
export function activeRemotes(remotes: Map<string, ResolvedRemote>, seed: number): Map<string, ResolvedRemote> {
  const active = new Map<string, ResolvedRemote>();
  for (const [name, remote] of remotes) {
    const { canary, ...stable } = remote;
    if (!canary) active.set(name, remote);
    else if (onCanary(seed, canary.percent)) active.set(name, { ...canary, location: { ...canary.location, channel: 'canary' } });
    else active.set(name, { ...stable, location: { ...stable.location, channel: 'stable' } });
  }
  return active;
}
