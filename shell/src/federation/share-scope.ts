/**
 * webpack's built-in federation runtime, as the shell uses it. Outside a webpack build (unit tests)
 * these globals are absent and a test installs its own scope with `useShareScopeForTests`.
 */
export interface SharedVersion {
  get: () => unknown;
  from?: string;
  eager?: boolean;
  loaded?: number | boolean;
}
export type ShareScope = Record<string, Record<string, SharedVersion>>;

export interface RemoteContainer {
  init(scope: ShareScope): unknown;
  get(module: string): Promise<() => unknown>;
}

declare const __webpack_init_sharing__: ((scope: string) => Promise<void>) | undefined;
declare const __webpack_share_scopes__: Record<string, ShareScope> | undefined;

let testScope: ShareScope | null = null;

export async function defaultShareScope(): Promise<ShareScope> {
  if (testScope) return testScope;
  if (typeof __webpack_init_sharing__ !== 'function' || typeof __webpack_share_scopes__ === 'undefined') {
    throw new Error('No federation share scope on this page.');
  }
  await __webpack_init_sharing__('default');
  return __webpack_share_scopes__.default;
}

/**
 * Loaded-first singletons: once the shell has loaded a shared module, a remote that brings a newer
 * version must still get the shell's copy (two Reacts on one page break hooks and context). After a
 * remote registers its versions, every version of an already-loaded module other than the loaded one
 * leaves the scope.
 */
export function keepLoadedVersions(scope: ShareScope): void {
  for (const versions of Object.values(scope)) {
    const loaded = Object.keys(versions).filter((version) => versions[version].loaded);
    if (loaded.length === 0) continue;
    for (const version of Object.keys(versions)) {
      if (!loaded.includes(version)) delete versions[version];
    }
  }
}

export function useShareScopeForTests(scope: ShareScope | null): void {
  testScope = scope;
}
