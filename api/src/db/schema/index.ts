export * from './accounts';
export * from './content';
export * from './directory';
