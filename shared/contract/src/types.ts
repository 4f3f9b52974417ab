import type { z } from 'zod';
import type { Endpoints } from './endpoint-schemas';

/**
 * Types of the endpoint table, for the browser's client and the test mocks. Type-only: importing this module
 * bundles no zod.
 */
export type EndpointOf<G extends keyof Endpoints, N extends keyof Endpoints[G]> = Endpoints[G][N];

/** What the endpoint answers on success. */
export type ResponseOf<E> = E extends { response: infer S extends z.ZodType } ? z.output<S> : never;
/** The JSON body it takes, as sent (before the server trims and defaults). */
export type BodyOf<E> = E extends { body: infer S extends z.ZodType } ? z.input<S> : never;
/** A query value as the browser sends it: lists also as a comma list. */
type WireValue<T> = T extends readonly (infer U)[] ? readonly U[] | string : T;
/** Its query parameters, all optional, typed as parsed by the server. */
export type QueryOf<E> = E extends { query: infer S extends z.ZodType } ? { [K in keyof z.output<S>]?: WireValue<z.output<S>[K]> } : never;
/** Its path parameters. */
export type ParamsOf<E> = E extends { params: infer S extends z.ZodType } ? { [K in keyof z.output<S>]: string | number } : never;
