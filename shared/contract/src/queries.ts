import type { Endpoints } from './endpoint-schemas';
import type { QueryOf } from './types';

/** Query of GET /api/content-api/statements/, as the browser sends it. */
export type StatementListQuery = QueryOf<Endpoints['statements']['list']>;
/** Query of GET /api/{commentators,podcasts,shows}/. */
export type DirectoryListQuery = QueryOf<Endpoints['commentators']['list']>;
