import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBus } from './bus';

/**
 * Why sessions ended: the member signed out, was suspended, changed or reset their password, they were revoked (a
 * new sign-in from the same browser, an account link), expired, or were found gone with no word (`unknown`).
 */
export type SessionEndCause = 'logout' | 'suspended' | 'password_changed' | 'revoked' | 'expired' | 'unknown';

/** Sessions that ended, by id (the SHA-256 of the cookie token, as stored): every access token under them ended too. */
export interface SessionsEnded {
  sessionIds: string[];
  cause: SessionEndCause;
}

export interface SessionBus {
  /** After the deletion committed: to this instance at once, to every other through Redis pub/sub. */
  ended(sessionIds: string[], cause: SessionEndCause): void;
  subscribe(handler: (ended: SessionsEnded) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionBus: SessionBus;
  }
}

/**
 * "These sessions ended", for what outlives a request: an open notification stream is held by whichever instance
 * accepted it, so whichever instance ends the session says so on Redis (the in-process emitter without Redis).
 */
export const sessionBusPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = await createBus<SessionsEnded>(app, 'sessions-ended');
    app.decorate('sessionBus', {
      ended(sessionIds, cause) {
        if (sessionIds.length) bus.publish({ sessionIds, cause });
      },
      subscribe(handler) {
        bus.subscribe(handler);
      },
    } satisfies SessionBus);
  },
  { name: 'session-bus', dependencies: ['redis'] },
);

export default sessionBusPlugin;
