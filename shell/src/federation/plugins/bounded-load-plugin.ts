import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote whose server accepts the connection and never answers must not leave the page on a spinner. */
export const LOAD_TIMEOUT_MS = 10_000;

/**
 * Bounds what the MF runtime fetches for a remote: its entry script (the runtime's default is 20 s) and its
 * mf-manifest.json (no bound at all by default), each to LOAD_TIMEOUT_MS. The remote's own chunks are bounded by
 * its build (`chunkLoadTimeout`, shared/build/webpack.cjs).
 */
export function boundedLoadPlugin(timeoutMs: number = LOAD_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'receipts-bounded-load',
    createScript: () => ({ timeout: timeoutMs }),
    fetch: async (url: string, init: RequestInit) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`${url} did not answer within ${timeoutMs / 1000} s.`)), timeoutMs);
      try {
        // Read whole within the bound: a body that stalls halfway is as bad as no answer.
        const response = await fetch(url, { ...init, cache: 'no-cache', credentials: 'omit', signal: controller.signal });
        return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
