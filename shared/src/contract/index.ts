export type * from './users';
export type * from './statements';
export { OUTCOMES } from './statements';
export type * from './comments';
export type * from './directory';
export type * from './follows';
export type * from './catalog';
export type * from './runtime-config';
