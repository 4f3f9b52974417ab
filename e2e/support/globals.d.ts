export {};

declare global {
  interface Window {
    __RECEIPTS_RUNTIME__?: Record<string, { react: unknown; authStore: unknown }>;
  }
}
