import type { RemoteLocation, RemoteName, RemoteRoutesModule } from '@receipts/shared';
import { loadBootData } from './boot-data';
import { loadScript, withTimeout } from './load-script';
import { defaultShareScope, keepLoadedVersions, type RemoteContainer } from './share-scope';
import { RemoteVersionError, checkRemoteFits } from './version-check';

export const LOAD_ATTEMPTS = 3;
/** A remote whose server accepts the connection and never answers must not leave the page on a spinner. */
export const LOAD_TIMEOUT_MS = 10_000;
const ROUTES_MODULE = './routes';

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();
const ready = new Map<RemoteName, RemoteRoutesModule>();

/** The remote's routes module if it has already loaded: pages can then render without waiting a tick. */
export function loadedRemoteRoutes(name: RemoteName): RemoteRoutesModule | null {
  return ready.get(name) ?? null;
}

/**
 * Loads a remote's one routes module on first use: its entry from the remotes map (the manifest is
 * read only when the server did not resolve the entry), its container initialised with the shell's share
 * scope. Each step is bounded in time; failures are retried with a fresh copy of the entry, then surfaced;
 * a later call (the Retry button) starts over.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let promise = loaded.get(name);
  if (!promise) {
    promise = attemptLoads(name).then(
      (module) => {
        ready.set(name, module);
        return module;
      },
      (error: unknown) => {
        loaded.delete(name);
        throw error;
      },
    );
    loaded.set(name, promise);
  }
  return promise;
}

async function attemptLoads(name: RemoteName): Promise<RemoteRoutesModule> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt += 1) {
    try {
      return await loadOnce(name, attempt);
    } catch (error) {
      // A remote built for other versions will not fit on a second try either.
      if (error instanceof RemoteVersionError) throw error;
      lastError = error;
      if (attempt < LOAD_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
  throw lastError;
}

async function loadOnce(name: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  const location = devOverride(name) ?? (await loadBootData()).remotes[name];
  if (!location) throw new Error(`The remotes map has no entry for ${name}.`);
  const declared = location.entry ? location : await readManifest(location.manifest);
  const entry = declared.entry as string;
  const scope = await defaultShareScope();
  // Before any of its code runs (its entry only registers versions): refused, it never touches the page's React.
  checkRemoteFits(name, declared, scope);
  const container = await loadContainer(name, attempt === 1 ? entry : withRetryMark(entry, attempt));
  await container.init(scope);
  keepLoadedVersions(scope);
  const factory = await withTimeout(container.get(ROUTES_MODULE), LOAD_TIMEOUT_MS, `${name}/routes`);
  const module = factory() as Partial<RemoteRoutesModule> | undefined;
  if (!module?.pages) throw new Error(`${name}/routes does not export pages.`);
  return module as RemoteRoutesModule;
}

/** Where a developer's localStorage points a remote instead (README: "Develop against the running site"). */
export const OVERRIDE_KEY_PREFIX = 'receipts.override.';

/**
 * Development builds only: `localStorage['receipts.override.mfe_feed'] = 'http://127.0.0.1:3001/remote-manifest.json'`
 * loads that remote from a squad's dev server. webpack replaces process.env.NODE_ENV in production builds, so this
 * whole branch is dropped from them: a production page never loads code from a URL in localStorage.
 */
function devOverride(name: RemoteName): RemoteLocation | null {
  if (process.env.NODE_ENV === 'production') return null;
  try {
    const url = window.localStorage.getItem(`${OVERRIDE_KEY_PREFIX}${name}`);
    return url ? { manifest: new URL(url, window.location.href).toString() } : null;
  } catch {
    return null;
  }
}

/** When the server could not read a remote's manifest, the browser reads what it declares itself. */
async function readManifest(manifestUrl: string): Promise<RemoteLocation> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}.`);
    const manifest = (await response.json()) as { entry?: unknown; sharedContract?: unknown; shared?: Record<string, { requiredVersion?: unknown }> };
    if (typeof manifest.entry !== 'string') throw new Error(`${manifestUrl} names no entry.`);
    const requires: Record<string, string> = {};
    for (const [pkg, config] of Object.entries(manifest.shared ?? {})) {
      if (typeof config?.requiredVersion === 'string') requires[pkg] = config.requiredVersion;
    }
    return {
      manifest: manifestUrl,
      entry: new URL(manifest.entry, manifestUrl).toString(),
      requires,
      ...(typeof manifest.sharedContract === 'number' ? { sharedContract: manifest.sharedContract } : {}),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** A remote's entry defines a global named after the remote; a retry loads a fresh copy of it. */
async function loadContainer(name: RemoteName, entry: string): Promise<RemoteContainer> {
  const scope = window as unknown as Record<string, RemoteContainer | undefined>;
  scope[name] = undefined;
  await loadScript(entry, LOAD_TIMEOUT_MS);
  const container = scope[name] as RemoteContainer | undefined;
  if (typeof container?.get !== 'function') throw new Error(`${entry} did not define the remote ${name}.`);
  return container;
}

function withRetryMark(entry: string, attempt: number): string {
  const url = new URL(entry);
  url.searchParams.set('retry', String(attempt));
  return url.toString();
}

/** Tests only: forget loaded remotes. */
export function forgetLoadedRemotes(): void {
  loaded.clear();
  ready.clear();
}
