import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { API_DESCRIPTION } from '../openapi/api-description';
import { openapi30Transform, openapi30TransformObject } from '../openapi/openapi-3-0';

/**
 * The OpenAPI document, from every route's schema: registered before the routes (it collects them as they are
 * added), which the routes' autoload after the plugins' guarantees.
 */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Receipts API',
          version: '0.1.0',
          description: API_DESCRIPTION,
          license: { name: 'Receipts Terms of Service', url: '/terms' },
        },
        servers: [{ url: '/', description: 'This server' }],
      },
      // Schemas registered with an id (e.g. the recursive Comment) become components the paths $ref. Both in the
      // document's dialect, OpenAPI 3.0.3 (checked by a validator in openapi-validity.test.ts).
      transform: openapi30Transform,
      transformObject: openapi30TransformObject,
    });
  },
  { name: 'swagger' },
);

export default swaggerPlugin;
