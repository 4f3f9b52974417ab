import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { listEndpoints, type Endpoint } from '@receipts/contract/schemas';
import { UNSAFE_METHOD } from '../plugins/csrf';
import { signedIn, staffOnly } from '../plugins/guards';
import { activeMember } from '../domains/moderation/plugins/suspension';

/** Who may call an operation, as its route registration decides it. */
export type Access = 'public' | 'optional' | 'user' | 'member' | 'staff';

/** What the document says of an operation beyond its schemas, all derived from the contract and the route. */
export interface OperationFacts {
  id: string | null;
  group: string | null;
  access: Access;
  /** An unsafe method under the CSRF check. */
  csrf: boolean;
  /** Counted by the write limits (429 with Retry-After). */
  rateLimited: boolean;
  hasInput: boolean;
  hasPathParams: boolean;
  hasBody: boolean;
  status: number;
  upload?: Endpoint['upload'];
  /** The success answer's media types when not JSON. */
  produces?: readonly string[];
  /** Each event's data as JSON Schema (OpenAPI 3.0 dialect). */
  events?: Record<string, unknown>;
}

export const FACTS_KEY = 'x-operation-facts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route outside the contract answers when it is not JSON (the images under /uploads/): the document lists them. */
    produces?: readonly string[];
  }
}

const byRoute = new Map(listEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

const hooks = (value: RouteOptions['preValidation']) => (Array.isArray(value) ? value : value ? [value] : []) as unknown[];

function accessOf(route: RouteOptions, declared: Record<string, unknown>): Access {
  const guards = hooks(route.preValidation);
  if (guards.includes(staffOnly)) return 'staff';
  if (guards.includes(activeMember)) return 'member';
  if (guards.includes(signedIn)) return 'user';
  // A route that checks the session in its handler declares its 401: it reads the session when there is one.
  return declared['401'] ? 'optional' : 'public';
}

const eventSchemas = (events: Record<string, z.ZodType>) =>
  Object.fromEntries(Object.entries(events).map(([name, schema]) => [name, z.toJSONSchema(schema, { target: 'openapi-3.0' })]));

/** The facts of one route, from its contract endpoint (matched by method and path) and its registration. */
export function operationFacts(route: RouteOptions, schema: Record<string, unknown> | undefined): OperationFacts {
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const endpoint = byRoute.get(`${method} ${route.url}`);
  const declared = (schema?.response ?? {}) as Record<string, unknown>;
  const unsafe = UNSAFE_METHOD(method);
  return {
    id: endpoint?.id ?? null,
    group: endpoint?.id.split('.')[0] ?? null,
    access: accessOf(route, declared),
    csrf: unsafe && route.config?.csrf !== false,
    rateLimited: unsafe && route.url.startsWith('/api/'),
    hasInput: Boolean(schema?.params || schema?.querystring || schema?.body || endpoint?.upload),
    hasPathParams: route.url.includes(':'),
    hasBody: Boolean(schema?.body || endpoint?.upload),
    status: endpoint?.status ?? 200,
    ...(endpoint?.upload ? { upload: endpoint.upload } : {}),
    ...(endpoint?.produces ? { produces: [endpoint.produces] } : route.config?.produces ? { produces: route.config.produces } : {}),
    ...(endpoint?.events ? { events: eventSchemas(endpoint.events) } : {}),
  };
}
