// The contract's zod schemas (server, tests and mock generators; the browser imports only types from here).
export * from './common';
export * from './users';
export * from './auth';
export * from './statements';
export * from './comments';
export * from './directory';
export * from './follows';
export * from './catalog';
export * from './meta';
export * from './uploads';
export * from './track-record';
export * from './search';
export * from './trending';
export * from './moderation';
export * from './notifications';
export * from './pundits';
export * from './pundit-records';
export { ENDPOINTS, listEndpoints, type Endpoint, type EndpointSchemas, type Endpoints } from '../endpoints';
