import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';

/** One plugin per resource; each owns its paths under /api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
}
