/**
 * Diagnostics: each package records the React and auth store it actually got, so operators
 * (and the e2e suite) can confirm the share scope delivered exactly one of each.
 */
export interface RuntimeProbeEntry {
  react: unknown;
  authStore: unknown;
}

declare global {
  interface Window {
    __RECEIPTS_RUNTIME__?: Record<string, RuntimeProbeEntry>;
  }
}

export function registerRuntimeProbe(packageName: string, entry: RuntimeProbeEntry): void {
  if (typeof window === 'undefined') return;
  window.__RECEIPTS_RUNTIME__ = { ...window.__RECEIPTS_RUNTIME__, [packageName]: entry };
}
