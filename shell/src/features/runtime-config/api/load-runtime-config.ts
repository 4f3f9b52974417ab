import type { RuntimeConfig } from '@receipts/shared';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

let pending: Promise<RuntimeConfig> | null = null;

/** The server's runtime config (API base URL, Firebase web config, contact); fetched once per page. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!pending) {
    pending = fetchRuntimeConfig().catch((error: unknown) => {
      pending = null; // let a later caller try again
      throw error;
    });
  }
  return pending;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Failed to load runtime config (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}

/** Tests only: forget the cached answer. */
export function resetRuntimeConfigForTests(): void {
  pending = null;
}
