import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Canaries: a remotes-map entry may name a second version for a share of browsers,
 *   "mfe_feed": { "manifest": ".../1.4.0-abc/mf-manifest.json",
 *                 "canary": { "manifest": ".../1.5.0-def/mf-manifest.json", "percent": 10 } }
 * Each browser draws a seed (0–99) once, kept in a cookie for a year: it sees the canary of every remote whose
 * percent is above its seed, on every load, until the map changes. The seed is no secret and identifies nobody.
 */
export const SEED_COOKIE = 'receipts_seed';
const SEED_MAX_AGE_S = 365 * 24 * 60 * 60;

export type Channel = 'stable' | 'canary';

/** The browser's seed from its cookie, or a new one set on the reply. */
export function assignmentSeed(request: FastifyRequest, reply: FastifyReply): number {
  const raw = request.cookies?.[SEED_COOKIE];
  if (raw !== undefined && /^\d{1,2}$/.test(raw)) return Number(raw);
  const seed = randomInt(100);
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
 * The map this browser gets: each entry with a canary resolved to one manifest by the seed, and which channel
 * each remote is on. Entries without a canary are left as they are.
 */
export function mapForSeed(
  raw: Record<string, unknown>,
  seed: number,
): { map: Record<string, unknown>; channels: Record<string, Channel> } {
  const map: Record<string, unknown> = {};
  const channels: Record<string, Channel> = {};
  for (const [name, value] of Object.entries(raw)) {
    const canary = canaryOf(value);
    if (!canary) {
      map[name] = value;
      continue;
    }
    const onCanary = seed < canary.percent;
    channels[name] = onCanary ? 'canary' : 'stable';
    map[name] = onCanary ? canary.manifest : (value as { manifest?: unknown }).manifest;
  }
  return { map, channels };
}

/** The boot map with each canaried remote's channel, for the page to show (/auth-check) and report. */
export function withChannels<M extends Record<string, object>>(remotes: M, channels: Record<string, Channel>): M {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, location]) => [name, channels[name] ? { ...location, channel: channels[name] } : location]),
  ) as M;
}
