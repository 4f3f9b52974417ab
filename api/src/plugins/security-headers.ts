import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every answer that is not the page (which sets its own, site/csp.ts): it may run nothing and embed nothing. */
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** SVG images (the demo pictures) style themselves inline. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (the equivalent of @fastify/helmet, with the page's CSP made per request):
 * nosniff, no framing, a strict referrer policy, a COOP that still lets Firebase's sign-in popup talk back,
 * HSTS in production, and a default CSP for everything the page does not set itself.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const production = app.config.isProduction;
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
      if (production) reply.header('Strict-Transport-Security', HSTS);
      if (!reply.hasHeader('Content-Security-Policy')) {
        const type = String(reply.getHeader('content-type') ?? '');
        reply.header('Content-Security-Policy', type.startsWith('image/svg+xml') ? SVG_CSP : DEFAULT_CSP);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);

export default securityHeadersPlugin;
