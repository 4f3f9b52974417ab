import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_HOOKS } from './request-hooks';
import scalarReference from '@scalar/fastify-api-reference';
import { inlineScriptHashes } from '../domains/site/plugins/csp';

export const API_DOCS_PREFIX = '/api/docs';
export const API_DOCUMENT_URL = `${API_DOCS_PREFIX}/json`;
/** The renderer's bundle, served by this server from node_modules (the package carries it): no CDN. */
export const API_DOCS_SCRIPT_URL = `${API_DOCS_PREFIX}/js/scalar.js`;

export const API_DOCS_SCRIPT_CACHE = 'public, max-age=3600';

/** Before the bundle: its zod's global settings (read from globalThis) say eval is not there to try. */
export const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });';

/**
 * The reference page's CSP: its scripts from this origin plus the one inline call that starts the renderer (by its
 * hash), the document and "Test request" calls to this origin only. Styles: the renderer injects its stylesheet
 * and sets style attributes at run time, so inline styles are allowed (nothing else inline is).
 */
export function apiDocsCsp(html: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The API reference at /api/docs/ (Scalar, rendered in the browser from the document at /api/docs/json, which
 * @fastify/swagger builds from the routes), and the document itself as JSON and YAML.
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    const hidden = { schema: { hide: true } };
    app.get(API_DOCUMENT_URL, hidden, async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()));
    app.get(`${API_DOCS_PREFIX}/yaml`, hidden, async (_request, reply) =>
      reply.type('application/yaml; charset=utf-8').send(app.swagger({ yaml: true })),
    );

    await app.register(async (docs) => {
      docs.addHook('onSend', async (request, reply, payload) => {
        if (typeof payload !== 'string') return payload;
        const path = request.url.split('?')[0];
        // Only the page gets its CSP; it is rendered from static options, so its inline script is fixed.
        if (path === `${API_DOCS_PREFIX}/`) reply.header('Content-Security-Policy', apiDocsCsp(payload));
        // The bundle's zod tries eval to choose how to validate; the CSP refuses eval (and the browser reports the try):
        // told first, zod runs without it.
        if (path === API_DOCS_SCRIPT_URL) {
          // Five megabytes that change only with a release: a reader's browser keeps them for an hour.
          reply.header('Cache-Control', API_DOCS_SCRIPT_CACHE);
          return `${ZOD_WITHOUT_EVAL}\n${payload}`;
        }
        return payload;
      });
      await docs.register(scalarReference, {
        routePrefix: API_DOCS_PREFIX,
        logLevel: 'warn',
        configuration: {
          url: API_DOCUMENT_URL,
          pageTitle: 'Receipts API reference',
          // Everything from this origin: no web fonts from Scalar's servers, no telemetry, no hosted proxy or AI agent.
          withDefaultFonts: false,
          telemetry: false,
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
          documentDownloadType: 'json',
          hideClientButton: false,
          persistAuth: false,
        },
      });
    });
  },
  { name: 'api-docs', dependencies: ['swagger', ...REQUEST_HOOKS] },
);

export default apiDocsPlugin;
