import type { RuntimeConfig } from '@receipts/contract';

let current: RuntimeConfig | null = null;

/** The shell hands the server's runtime config (from the page's boot data) to every remote through this. */
export function provideRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}

/** The server's runtime config once the shell has read it; null in a remote running on its own (its dev server). */
export function currentRuntimeConfig(): RuntimeConfig | null {
  return current;
}
