import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Cookies carry `Secure` whenever NODE_ENV=production (whatever a proxy says), and over https anywhere. */
export const secureCookies = (app: FastifyInstance, request: FastifyRequest) => app.config.isProduction || request.protocol === 'https';
