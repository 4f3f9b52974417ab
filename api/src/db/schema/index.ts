export * from './accounts';
export * from './content';
export * from './directory';
export * from './auth-tokens';
export * from './search';
export * from './site';
export * from './moderation';
export * from './notifications';
