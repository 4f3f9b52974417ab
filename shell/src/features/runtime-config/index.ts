export { loadRuntimeConfig, RUNTIME_CONFIG_URL, resetRuntimeConfigForTests } from './api/load-runtime-config';
export { useRuntimeConfig } from './hooks/use-runtime-config';
export type { RuntimeConfigState } from './hooks/use-runtime-config';
