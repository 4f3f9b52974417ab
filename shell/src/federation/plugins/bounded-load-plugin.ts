import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote whose server accepts the connection and never answers must not leave the page on a spinner. */
export const LOAD_TIMEOUT_MS = 10_000;

/** What the bound rejects with when it runs out. */
export class LoadTimeoutError extends Error {
  constructor(what: string, timeoutMs: number) {
    super(`${what} did not answer within ${timeoutMs / 1000} s.`);
    this.name = 'LoadTimeoutError';
  }
}

/** A load that failed by running out of time: ours, or the runtime's own script timeout (which says "timed out"). */
export const isLoadTimeout = (error: unknown): boolean =>
  error instanceof LoadTimeoutError || /timed out|did not answer within/i.test(String(error));

/**
 * Bounds what the MF runtime waits on for a remote, each to LOAD_TIMEOUT_MS: its entry script (the runtime's
 * default is 20 s), its mf-manifest.json (no bound at all by default) and the module its container hands over.
 * The remote's own chunks are bounded by its build (`chunkLoadTimeout`, shared/build/webpack.cjs).
 */
export function boundedLoadPlugin(timeoutMs: number = LOAD_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'receipts-bounded-load',
    createScript: () => ({ timeout: timeoutMs }),
    fetch: async (url: string, init: RequestInit) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new LoadTimeoutError(url, timeoutMs)), timeoutMs);
      try {
        // Read whole within the bound: a body that stalls halfway is as bad as no answer.
        const response = await fetch(url, { ...init, cache: 'no-cache', credentials: 'omit', signal: controller.signal });
        return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
      } finally {
        clearTimeout(timer);
      }
    },
    // A container whose module never arrives must not hang the page either.
    getModuleFactory: ({ remoteEntryExports, expose, moduleInfo }) =>
      within(Promise.resolve(remoteEntryExports.get(expose)), timeoutMs, `${moduleInfo.name}/${expose.replace(/^\.\//, '')}`),
  };
}

function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LoadTimeoutError(what, timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
