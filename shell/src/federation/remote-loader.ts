import type { RemoteName, RemoteRoutesModule } from '@receipts/shared';
import { loadBootData } from './boot-data';
import { loadScript, withTimeout } from './load-script';
import { defaultShareScope, keepLoadedVersions, type RemoteContainer } from './share-scope';

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
      lastError = error;
      if (attempt < LOAD_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
  throw lastError;
}

async function loadOnce(name: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  const location = (await loadBootData()).remotes[name];
  if (!location) throw new Error(`The remotes map has no entry for ${name}.`);
  const entry = location.entry ?? (await entryFromManifest(location.manifest));
  const container = await loadContainer(name, attempt === 1 ? entry : withRetryMark(entry, attempt));
  const scope = await defaultShareScope();
  await container.init(scope);
  keepLoadedVersions(scope);
  const factory = await withTimeout(container.get(ROUTES_MODULE), LOAD_TIMEOUT_MS, `${name}/routes`);
  const module = factory() as Partial<RemoteRoutesModule> | undefined;
  if (!module?.pages) throw new Error(`${name}/routes does not export pages.`);
  return module as RemoteRoutesModule;
}

async function entryFromManifest(manifestUrl: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}.`);
    const manifest = (await response.json()) as { entry?: unknown };
    if (typeof manifest.entry !== 'string') throw new Error(`${manifestUrl} names no entry.`);
    return new URL(manifest.entry, manifestUrl).toString();
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
