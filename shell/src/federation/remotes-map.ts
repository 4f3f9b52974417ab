import { isRemoteName, parseNavItems, type CanaryLocation, type FirstData, type RemoteLocation, type RemotesMap } from '@receipts/shared';

/**
 * The site's remotes, however they arrived (inlined by the server, or /remotes.json), in the registry's order: each
 * remote name → its manifest URL, plus what the server read from that manifest or kept in the registry (access, area,
 * nav, entry, version, declared routes, shared needs, contract major). Malformed names are ignored, and URLs are made
 * absolute against the page. A staff-only remote comes to others without a manifest: its routes only, to guard them.
 */
export function parseRemotesMap(raw: unknown, base: string = window.location.href): RemotesMap {
  const map: RemotesMap = {};
  if (!raw || typeof raw !== 'object') return map;
  const entries = raw as Record<string, unknown>;
  for (const name of Object.keys(entries)) {
    if (!isRemoteName(name) || name in Object.prototype) continue;
    const location = toLocation(entries[name], base);
    if (location) map[name] = location;
  }
  return map;
}

function toLocation(value: unknown, base: string): RemoteLocation | null {
  if (typeof value === 'string') return value ? { manifest: absolute(value, base) } : null;
  if (!value || typeof value !== 'object') return null;
  const { manifest, entry, version, routes, requires, sharedContract, firstData, canary, access, area, nav } = value as Record<
    string,
    unknown
  >;
  const staff = access === 'staff';
  if (typeof manifest !== 'string' || (!manifest && !staff)) return null;
  return {
    manifest: manifest ? absolute(manifest, base) : '',
    ...(staff || access === 'public' ? { access: staff ? ('staff' as const) : ('public' as const) } : {}),
    ...(typeof area === 'string' && area ? { area } : {}),
    ...(Array.isArray(nav) ? { nav: parseNavItems(nav) } : {}),
    ...(typeof entry === 'string' && entry ? { entry: absolute(entry, base) } : {}),
    ...(typeof version === 'string' ? { version } : {}),
    // Checked where they are used: routeTableOf keeps only route patterns, the version check only string ranges.
    ...(Array.isArray(routes) ? { routes: routes as string[] } : {}),
    ...(requires && typeof requires === 'object' ? { requires: requires as Record<string, string> } : {}),
    ...(typeof sharedContract === 'number' ? { sharedContract } : {}),
    // Read by dataRequestsFor, which skips what is not a list of GETs.
    ...(firstData && typeof firstData === 'object' && !Array.isArray(firstData) ? { firstData: firstData as FirstData } : {}),
    ...(canary ? canaryOf(canary, base) : {}),
  };
}

/** A canary the map runs for this remote: a location of its own and the share of browsers (0–100) it is for. */
function canaryOf(value: unknown, base: string): { canary: CanaryLocation } | null {
  const location = toLocation(value, base);
  const percent = Number((value as { percent?: unknown }).percent);
  if (!location || !Number.isFinite(percent)) return null;
  return { canary: { ...location, percent: Math.min(100, Math.max(0, percent)) } };
}

const absolute = (url: string, base: string) => new URL(url, base).toString();
