import type { RuntimeConfig } from '@receipts/contract';
import type { RemoteAccess, RemoteName } from '../site-map/remotes';
import type { NavItem } from '../site-map/nav';
import type { FirstData } from '../site-map/route-data';

/**
 * What the server writes into the shell's HTML (a `<script type="application/json">`), so the page needs
 * no separate request for its runtime config or its remotes map.
 */
export const BOOT_ELEMENT_ID = 'receipts-boot';

/**
 * The major of @receipts/shared's version (shared/web/package.json): its contract with the remotes. A remote's build
 * declares the major it was built against (`sharedContract` in its manifest); one built for another is refused.
 */
export const SHARED_CONTRACT_MAJOR = 0;

/**
 * Where a remote lives: its manifest, and when the server could read it, what the manifest declares: the
 * entry, the version, the route patterns the remote serves (its own `pages` keys), what it needs of the shared
 * singletons (package → requiredVersion range) and the major of the @receipts/shared contract it was built for.
 */
export interface RemoteLocation {
  /** Empty for a staff-only remote on a page for anyone else: its routes are known (to guard them), its files not. */
  manifest: string;
  /** From the registry (the remote's remote.json, carried by its manifest): who may load it. */
  access?: RemoteAccess;
  /** How the shell names its area to people ("We couldn't load the feed"). */
  area?: string;
  /** The links it adds to the shell's navigation (only those this page's user may see). */
  nav?: NavItem[];
  entry?: string;
  version?: string;
  routes?: string[];
  requires?: Record<string, string>;
  sharedContract?: number;
  /** The first GETs of its pages, by route pattern, as its manifest declares them. */
  firstData?: FirstData;
  /** Set on the version a browser runs when the map has a canary for this remote: which of the two it is. */
  channel?: 'stable' | 'canary';
  /**
   * The map's canary for this remote, read from its own manifest, and the share of browsers (0–100) that get it.
   * Which one a browser runs is decided by its seed (canary.ts), in the shell by a Module Federation runtime plugin.
   */
  canary?: CanaryLocation;
}

export type CanaryLocation = Omit<RemoteLocation, 'canary' | 'channel'> & { percent: number };

/** The site's remotes in the registry's order (route clashes and nav ties follow it). */
export type RemotesMap = Record<RemoteName, RemoteLocation>;

export interface BootData {
  config: RuntimeConfig;
  remotes: RemotesMap;
  /**
   * The opened page's first GETs (and the signed-in user), answered by the server into the page for the
   * session cookie it came with, by requestKey: the page renders without waiting on them.
   */
  data?: Record<string, { status: number; body: unknown }>;
  /** This browser's canary seed (0–99, kept in the receipts_seed cookie): canaries whose percent is above it are served. */
  seed?: number;
}

/** What the server hands a remote's first-view renderer (shared/web/src/ssr/first-view.tsx). */
export interface FirstViewRequest {
  pathname: string;
  /** '' or '?…', as in the page's URL. */
  search: string;
  /** The page's inlined answers, by requestKey (BootData.data). */
  answers: NonNullable<BootData['data']>;
}

/**
 * A remote's server build exports this as `renderFirstView`: the page's HTML, or null to send none. A promise
 * the first time a page whose code is its own chunk is rendered (the chunk is loaded first).
 */
export type RenderFirstView = (request: FirstViewRequest) => string | null | Promise<string | null>;
