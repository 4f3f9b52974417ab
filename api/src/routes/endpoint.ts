import type { z } from 'zod';
import type { Endpoint } from '@receipts/contract/schemas';

interface Doc {
  tags: string[];
  summary: string;
  description?: string;
  consumes?: string[];
}

type Input<E> = (E extends { params: infer P } ? { params: P } : unknown) &
  (E extends { query: infer Q } ? { querystring: Q } : unknown) &
  (E extends { body: infer B } ? { body: B } : unknown);
type SuccessStatus<E> = E extends { status: infer S extends number } ? S : 200;

/** Method and URL of a contract endpoint, for `app.route({ ...at(endpoint), … })`. */
export function at<E extends Endpoint>(endpoint: E): { method: E['method']; url: E['path'] } {
  return { method: endpoint.method, url: endpoint.path };
}

/**
 * The Fastify schema of a contract endpoint: its params, query, body and success answer from the table, plus the
 * route's documentation and error answers (which are the API's business, not the contract's).
 */
export function schemaFor<E extends Endpoint, const R extends Record<number, z.ZodType> = Record<never, never>>(
  endpoint: E,
  doc: Doc,
  errors?: R,
): Doc & Input<E> & { response: { [K in SuccessStatus<E>]: E['response'] } & R } {
  return {
    ...doc,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { [endpoint.status ?? 200]: endpoint.response, ...errors },
  } as Doc & Input<E> & { response: { [K in SuccessStatus<E>]: E['response'] } & R };
}
