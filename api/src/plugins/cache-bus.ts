import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBus } from './bus';

/** A successful write through the API: which endpoint (the contract's `group.name`) and the ids it names. */
export interface WriteEvent {
  endpoint: string;
  /** The statement it wrote to, when the request names one (path `:id` of a statement, or `statement` in the body). */
  statement: number | null;
  /** The comment it wrote to (a comment vote). */
  comment: number | null;
}

export interface CacheBus {
  /** Tells this instance's caches at once, and every other instance's through Redis pub/sub (or nobody else without Redis). */
  publish(event: WriteEvent): void;
  subscribe(handler: (event: WriteEvent) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheBus: CacheBus;
  }
}

/**
 * Cache invalidation across instances: a write published here reaches this instance's subscribers synchronously
 * (before the writer gets its answer) and the other instances' within a Redis round trip. Without Redis it is an
 * in-process event emitter (bus.ts).
 */
export const cacheBusPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('cacheBus', (await createBus<WriteEvent>(app, 'cache')) satisfies CacheBus);
  },
  { name: 'cache-bus', dependencies: ['redis'] },
);

export default cacheBusPlugin;
