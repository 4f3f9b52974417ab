import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { REMOTE_FOLDERS, defaultRemotesMap, runtimeConfig } from './site-config';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names never change between builds must be revalidated; content-hashed ones never. */
const UNHASHED = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader('Cache-Control', UNHASHED.test(filePath.replace(/\\/g, '/')) ? NO_CACHE : IMMUTABLE);
}

/**
 * One origin for everything: the API, the shell at /, each remote's build under /remotes/<folder>/,
 * the remotes map at /remotes.json and browser runtime config at /runtime-config.json.
 */
export const sitePlugin = fp(async (app: FastifyInstance) => {
  const { siteRoot, remotesMapFile } = app.config;

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE).header('Access-Control-Allow-Origin', '*');
    // Read on every request: the operator may replace the map at any time, no rebuild or restart.
    if (remotesMapFile) return reply.type('application/json').send(await fs.promises.readFile(remotesMapFile, 'utf8'));
    return defaultRemotesMap();
  });

  const sendConfig = async (_request: unknown, reply: FastifyReply) => {
    reply.header('Cache-Control', NO_CACHE);
    return runtimeConfig(app.config);
  };
  app.get('/runtime-config.json', { schema: { hide: true } }, sendConfig);
  app.get('/api/config/', { schema: { tags: ['meta'], summary: 'Browser runtime configuration' } }, sendConfig);

  if (siteRoot) {
    for (const folder of REMOTE_FOLDERS) {
      const root = path.join(siteRoot, folder, 'dist');
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${folder}/`,
        decorateReply: false,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          cacheHeaders(res, filePath);
          res.setHeader('Access-Control-Allow-Origin', '*');
        },
      });
    }
    await app.register(fastifyStatic, {
      root: path.join(siteRoot, 'shell', 'dist'),
      prefix: '/',
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // Browser navigations get the shell (paths may contain dots, e.g. verification tokens); missing files get 404.
    const navigation = String(request.headers.accept ?? '').includes('text/html') || !path.extname(url);
    const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/remotes/') && navigation;
    if (siteRoot && wantsPage) {
      reply.header('Cache-Control', NO_CACHE);
      return reply.sendFile('index.html', path.join(siteRoot, 'shell', 'dist'));
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
});
