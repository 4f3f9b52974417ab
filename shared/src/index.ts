import './theme/theme.css';

export * from './api';
export * from './auth';
export * from './ui';
export * from './helpers';
export * from './cache';
export * from './query';
export * from './routes/route-map';
export * from './routes/route-data';
export * from './routes/match';
export * from './federation/boot';
export { registerRuntimeProbe } from './federation/runtime-probe';
export { currentRuntimeConfig, provideRuntimeConfig } from './federation/runtime-config';
export { useAsyncData } from './hooks/use-async-data';
export { useDocumentTitle, documentTitle, SITE_NAME } from './hooks/use-document-title';
export type { AsyncState } from './hooks/use-async-data';
export type { RuntimeProbeEntry } from './federation/runtime-probe';
export * from './contract';
