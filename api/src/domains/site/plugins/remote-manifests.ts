import fs from 'node:fs';
import path from 'node:path';
import { isRemoteFolder } from '@receipts/shared/remotes';
import { isRoutePattern, publicRemoteForPath } from '@receipts/shared/route-match';
import { parseNavItems } from '@receipts/shared/nav';
import { SHARED_CONTRACT_MAJOR, type RemoteLocation, type RemotesMap } from '@receipts/shared/boot';
import type { FirstData } from '@receipts/shared/route-data';
import type { DeclaredRemote, SiteRemoteRow } from '../data/site-remotes';

/** The file each remote's build writes beside its remoteEntry.js: Module Federation 2.0's manifest. */
export const MANIFEST_FILE = 'mf-manifest.json';

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

/**
 * What the server reads from a remote's mf-manifest.json (written by @module-federation/enhanced; our additions
 * under metaData.receipts: shared/build/mf-manifest-data.cjs).
 */
export interface RemoteManifest {
  name?: string;
  metaData?: {
    buildInfo?: { buildVersion?: unknown };
    remoteEntry?: { name?: unknown; path?: unknown };
    receipts?: {
      /** Who may load it ('public' or 'staff'), how the shell names its area, its links in the shell's navigation. */
      access?: unknown;
      area?: unknown;
      nav?: unknown;
      /** The route patterns the remote serves (its src/route-patterns.json). */
      routes?: unknown;
      /** The major of the @receipts/shared contract the remote was built against. */
      sharedContract?: unknown;
      /** The remote's server-rendered first view, relative to the manifest (shared/build/first-view-config.cjs). */
      firstView?: unknown;
      /** The first GETs of its pages, by route pattern (its src/first-data.json). */
      firstData?: unknown;
    };
  };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
  /** Each shared singleton the remote was built with: its version and the range it requires. */
  shared?: { name?: unknown; version?: unknown; requiredVersion?: unknown }[];
}

export interface ResolvedRemote {
  location: RemoteLocation;
  /** Files to preload when a page of this remote is opened (entry first). */
  preload: { js: string[]; css: string[] };
  /** The remote's first-view renderer on this server's disk, when it has one and is served from here. */
  firstView?: string;
  /** The map's canary for this remote, resolved the same way, and the share of browsers that run it. */
  canary?: Omit<ResolvedRemote, 'canary'> & { percent: number };
}

const REMOTE_FETCH_TIMEOUT_MS = 2_000;
const REMOTE_CACHE_MS = 5_000;
const DUMMY_ORIGIN = 'http://receipts.invalid';

/**
 * Resolves each remote's manifest (from disk for this server's own /remotes/, over HTTP for other
 * origins, cached for a few seconds) into the entry URL and the files its routes module needs. A
 * manifest that cannot be read leaves its URL and what it declared when last read (the registry): the
 * browser then reads it itself, and retries.
 */
export interface ResolveOptions {
  /** The registry's rows: what each remote declared when last read stands in for a manifest that cannot be read. */
  registered?: Map<string, SiteRemoteRow>;
  /** The stable manifest was read: keep what it declares in the registry (never a canary's reading). */
  onRead?: (name: string, declared: DeclaredRemote) => Promise<void>;
}

export function createRemoteResolver(siteRoot: string | null, deploysRoot: string | null = null) {
  const cache = new Map<string, { at: number; manifest: Promise<RemoteManifest | null> }>();

  async function manifestAt(url: string): Promise<RemoteManifest | null> {
    const local = localManifestPath(siteRoot, url, deploysRoot);
    if (local) return readJson(local);
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < REMOTE_CACHE_MS) return cached.manifest;
    const manifest = fetchJson(url);
    cache.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  /** Each remote of `raw` (name → map entry, in the registry's order), resolved. */
  return async function resolveRemotes(
    raw: Record<string, unknown>,
    { registered, onRead }: ResolveOptions = {},
  ): Promise<Map<string, ResolvedRemote>> {
    const resolved = new Map<string, ResolvedRemote>();
    const results = await Promise.all(
      Object.entries(raw).map(async ([name, value]) => {
        const manifestUrl = manifestUrlOf(value);
        if (!manifestUrl) return null;
        const manifest = await manifestAt(manifestUrl).catch(() => null);
        const firstView = localFirstView(localManifestPath(siteRoot, manifestUrl, deploysRoot), manifest);
        const remote = toResolved(manifestUrl, manifest);
        const row = registered?.get(name);
        if (remote.location.routes && manifest) await onRead?.(name, declaredOf(remote.location));
        else if (row) Object.assign(remote.location, recalled(row));
        return [name, { ...remote, ...(firstView ? { firstView } : {}) }] as const;
      }),
    );
    for (const result of results) if (result) resolved.set(result[0], result[1]);
    return resolved;
  };
}

/** What the registry keeps of a remote's reading. */
function declaredOf(location: RemoteLocation): DeclaredRemote {
  return {
    access: location.access === 'staff' ? 'staff' : 'public',
    area: location.area ?? '',
    routes: location.routes ?? [],
    nav: location.nav ?? [],
    firstData: location.firstData ?? null,
    sharedContract: location.sharedContract ?? null,
  };
}

/** A manifest that cannot be read: what it declared when last read (its routes open its area's Retry panel). */
function recalled(row: SiteRemoteRow): Partial<RemoteLocation> {
  const routes = Array.isArray(row.routes) ? row.routes.filter((route) => isRoutePattern(route)) : [];
  const data = firstDataOf(row.firstData);
  const navItems = parseNavItems(row.nav);
  return {
    access: row.access === 'public' ? 'public' : 'staff',
    ...(row.area ? { area: row.area } : {}),
    ...(routes.length ? { routes } : {}),
    ...(navItems.length ? { nav: navItems } : {}),
    ...(data ? { firstData: data } : {}),
    ...(row.sharedContract !== null ? { sharedContract: row.sharedContract } : {}),
  };
}

/**
 * The map as this page's viewer may see it: a staff-only remote (and a staff-only nav item) is listed to others only
 * by its routes and area, so its paths open the staff guard; its files, version and nav are not named.
 */
export function forViewer(remotes: RemotesMap, staff: boolean): RemotesMap {
  if (staff) return remotes;
  return Object.fromEntries(
    Object.entries(remotes).map(([name, location]) => {
      if (location.access === 'staff') {
        return [
          name,
          {
            manifest: '',
            access: 'staff',
            ...(location.area ? { area: location.area } : {}),
            ...(location.routes ? { routes: location.routes } : {}),
          },
        ];
      }
      const { canary, ...rest } = location;
      const nav = rest.nav?.filter((item) => item.access !== 'staff');
      return [name, { ...rest, ...(nav ? { nav } : {}), ...(canary ? { canary } : {}) }];
    }),
  );
}

export function toBootRemotes(resolved: Map<string, ResolvedRemote>): RemotesMap {
  return Object.fromEntries(
    [...resolved].map(([name, { location, canary }]) => [
      name,
      canary ? { ...location, canary: { ...canary.location, percent: canary.percent } } : location,
    ]),
  );
}

function manifestUrlOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { manifest?: unknown }).manifest === 'string') {
    return (value as { manifest: string }).manifest;
  }
  return null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The entry file named by the manifest, relative to it ('remoteEntry.js'), or null for something that is no manifest. */
function entryOf(manifest: RemoteManifest | null): string | null {
  const entry = manifest?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return null;
  const dir = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  return dir ? `${dir}/${entry.name}` : entry.name;
}

/** The JS and CSS files of the remote's exposed `./routes` module (what opening one of its pages needs). */
function routesFiles(manifest: RemoteManifest): { js: string[]; css: string[] } {
  const routes = (Array.isArray(manifest.exposes) ? manifest.exposes : []).find((expose) => expose?.path === './routes');
  return { js: strings(routes?.assets?.js?.sync), css: strings(routes?.assets?.css?.sync) };
}

function toResolved(manifestUrl: string, manifest: RemoteManifest | null): ResolvedRemote {
  const entry = entryOf(manifest);
  if (!manifest || !entry) return { location: { manifest: manifestUrl }, preload: { js: [], css: [] } };
  const at = (file: string) => relativeTo(manifestUrl, file);
  const routes = routesFiles(manifest);
  const version = manifest.metaData?.buildInfo?.buildVersion;
  return {
    location: { manifest: manifestUrl, entry: at(entry), ...(typeof version === 'string' ? { version } : {}), ...declared(manifest) },
    preload: { js: [entry, ...routes.js].map(at), css: routes.css.map(at) },
  };
}

/** What the manifest declares for the shell: its access, area, nav, routes, shared needs, contract major. */
function declared(
  manifest: RemoteManifest,
): Pick<RemoteLocation, 'access' | 'area' | 'nav' | 'routes' | 'requires' | 'sharedContract' | 'firstData'> {
  const requires = Object.fromEntries(
    (Array.isArray(manifest.shared) ? manifest.shared : []).flatMap((item) =>
      typeof item?.name === 'string' && typeof item.requiredVersion === 'string' ? [[item.name, item.requiredVersion]] : [],
    ),
  );
  const { access, area, nav, routes, sharedContract, firstData } = manifest.metaData?.receipts ?? {};
  const data = firstDataOf(firstData);
  const navItems = parseNavItems(nav);
  return {
    access: access === 'staff' ? 'staff' : 'public',
    ...(typeof area === 'string' && area ? { area: area.slice(0, 80) } : {}),
    ...(navItems.length ? { nav: navItems } : {}),
    ...(data ? { firstData: data } : {}),
    ...(Array.isArray(routes) ? { routes: routes.filter(isRoutePattern) } : {}),
    ...(Object.keys(requires).length ? { requires } : {}),
    ...(Number.isInteger(sharedContract) ? { sharedContract: sharedContract as number } : {}),
  };
}

/** A remote's first-data declarations, keeping only well-formed ones (route pattern → GETs relative to the API). */
function firstDataOf(value: unknown): FirstData | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const data: FirstData = {};
  for (const [pattern, declarations] of Object.entries(value as Record<string, unknown>)) {
    if (!isRoutePattern(pattern) || !Array.isArray(declarations)) continue;
    data[pattern] = declarations.flatMap((item: unknown) => {
      const { path: apiPath, searchParams, fromSearch } = (item ?? {}) as Record<string, unknown>;
      if (typeof apiPath !== 'string' || !/^[A-Za-z0-9:_.~/-]+$/.test(apiPath) || apiPath.startsWith('/')) return [];
      const fixed =
        searchParams && typeof searchParams === 'object'
          ? (Object.fromEntries(
              Object.entries(searchParams).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
            ) as Record<string, string | number | boolean>)
          : undefined;
      const copied = Array.isArray(fromSearch) ? fromSearch.filter((name): name is string => typeof name === 'string') : undefined;
      return [{ path: apiPath, ...(fixed ? { searchParams: fixed } : {}), ...(copied ? { fromSearch: copied } : {}) }];
    });
  }
  return data;
}

/**
 * The public remote whose page is opened, by the routes the deployed remotes declare (staff-only remotes: never). Undefined for the shell's own pages, and for a remote built for
 * another @receipts/shared contract: the shell refuses it, so nothing of it is hinted or rendered.
 */
export function pageRemote(resolved: Map<string, ResolvedRemote>, pathname: string): ResolvedRemote | undefined {
  const name = publicRemoteForPath(
    pathname,
    Object.fromEntries([...resolved].map(([remoteName, remote]) => [remoteName, remote.location])),
  );
  const remote = name ? resolved.get(name) : undefined;
  const contract = remote?.location.sharedContract;
  return contract === undefined || contract === SHARED_CONTRACT_MAJOR ? remote : undefined;
}

/** A file beside the manifest, as a path when the manifest is on this origin, else as a full URL. */
function relativeTo(manifestUrl: string, file: string): string {
  const url = new URL(file, new URL(manifestUrl, DUMMY_ORIGIN));
  return url.origin === DUMMY_ORIGIN ? url.pathname : url.toString();
}

/** This server's own builds (/remotes/<folder>/) and what `npm run deploy` published beside the map (/deploys/…). */
function localManifestPath(siteRoot: string | null, url: string, deploysRoot: string | null = null): string | null {
  const deployed = /^\/deploys\/([a-z0-9-]+)\/([0-9A-Za-z.+_-]+-[0-9a-f]{10})\/mf-manifest\.json$/.exec(url);
  if (deployed && deploysRoot && isRemoteFolder(deployed[1])) {
    return path.join(deploysRoot, deployed[1], deployed[2], MANIFEST_FILE);
  }
  const match = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/.exec(url);
  if (!siteRoot || !match || !isRemoteFolder(match[1])) return null;
  return path.join(siteRoot, match[1], 'dist', MANIFEST_FILE);
}

/**
 * The access a remote declares in a manifest on this server's disk (or, for a site root's remote not built yet, in
 * its remote.json); public for one on another origin (until its manifest is read); null when unknown (then a new
 * registration is staff-only until read: this server's own files fail closed).
 */
export async function declaredAccessAt(
  siteRoot: string | null,
  deploysRoot: string | null,
  url: string,
): Promise<'public' | 'staff' | null> {
  const local = localManifestPath(siteRoot, url, deploysRoot);
  const manifest = local ? await readJson(local) : null;
  const access = manifest?.metaData?.receipts?.access;
  if (access === 'public' || access === 'staff') return access;
  if (manifest) return 'public';
  // Another origin's files are not this server's to guard: such a remote is public until its manifest says otherwise.
  if (!local && /^https?:\/\//i.test(url)) return 'public';
  const folder = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/.exec(url)?.[1];
  if (!siteRoot || !folder || !isRemoteFolder(folder)) return null;
  const declared = (await readJson(path.join(siteRoot, folder, 'remote.json'))) as { access?: unknown } | null;
  return declared?.access === 'public' || declared?.access === 'staff' ? declared.access : null;
}

/** Only a remote served from this server's own disk renders here, and only from inside its own dist/. */
function localFirstView(manifestFile: string | null, manifest: RemoteManifest | null): string | null {
  const firstView = manifest?.metaData?.receipts?.firstView;
  if (!manifestFile || typeof firstView !== 'string') return null;
  const dist = path.dirname(manifestFile);
  const file = path.resolve(dist, firstView);
  return file.startsWith(`${dist}${path.sep}`) ? file : null;
}

async function readJson(file: string): Promise<RemoteManifest | null> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as RemoteManifest;
  } catch {
    return null;
  }
}

async function fetchJson(url: string): Promise<RemoteManifest | null> {
  if (!/^https?:\/\//.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as RemoteManifest) : null;
  } catch {
    return null;
  }
}
