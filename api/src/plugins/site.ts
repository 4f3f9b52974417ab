import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { profilesRepository } from '../repositories/profiles';
import { REMOTE_FOLDERS, runtimeConfig } from './site-config';
import { createTemplateHashes, pageCsp } from './site/csp';
import { activeRemotes, assignmentSeed, splitCanaries, withCanaries } from './site/canary';
import { serveDeploys } from './site/deploys';
import { createFirstViewHost } from './site/first-view';
import { createIndexHtml } from './site/index-html';
import { createKnownRoutes } from './site/known-routes';
import { inlineFirstLoadData } from './site/inline-data';
import { createRemoteResolver, pageRemote, readRemotesMapFile, toBootRemotes } from './site/remote-manifests';
import { sharePreviewFor } from './site/share-preview';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names never change between builds must be revalidated (a remote's federated types too); content-hashed ones never. */
const UNHASHED = /(^|\/)(index\.html|mf-manifest\.json|remoteEntry\.js|@mf-types\.zip|@mf-types\.d\.ts)(\.gz|\.br)?$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader('Cache-Control', UNHASHED.test(filePath.replace(/\\/g, '/')) ? NO_CACHE : IMMUTABLE);
}

/**
 * One origin for everything: the API, the shell at /, each remote's build under /remotes/<folder>/,
 * the remotes map at /remotes.json and browser runtime config at /runtime-config.json. Pages get both
 * inlined (no extra round trips) plus preload hints for the page's remote.
 */
export const sitePlugin = fp(async (app: FastifyInstance) => {
  const { siteRoot, remotesMapFile, isProduction } = app.config;
  const deploysRoot = remotesMapFile ? path.dirname(remotesMapFile) : null;
  const resolveRemotes = createRemoteResolver(siteRoot, deploysRoot, createKnownRoutes(app.db, app.log));
  // Source maps stay build artifacts: a production server never hands them out.
  const servable = (pathName: string) => !(isProduction && /\.map$/i.test(pathName));

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE).header('Access-Control-Allow-Origin', '*');
    // Read on every request: the operator may replace the map at any time, no rebuild or restart.
    return readRemotesMapFile(remotesMapFile);
  });

  const sendConfig = async (_request: unknown, reply: FastifyReply) => {
    reply.header('Cache-Control', NO_CACHE);
    return runtimeConfig(app.config);
  };
  app.get('/runtime-config.json', { schema: { hide: true } }, sendConfig);
  app.get('/api/config/', { schema: { tags: ['meta'], summary: 'Browser runtime configuration' } }, sendConfig);

  if (siteRoot) {
    for (const folder of REMOTE_FOLDERS) {
      await app.register(fastifyStatic, {
        root: path.join(siteRoot, folder, 'dist'),
        prefix: `/remotes/${folder}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        // What of dist/ browsers may fetch (never the server build, dist/ssr/) is the static guard's say.
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
      preCompressed: true,
      index: false,
      allowedPath: servable,
      setHeaders: cacheHeaders,
    });
  }

  // What `npm run deploy -- --to <dir>` publishes beside the map, at /deploys/ (shared/build/remote-deploy.cjs).
  if (remotesMapFile) await serveDeploys(app, remotesMapFile);

  const renderIndex = siteRoot ? createIndexHtml(path.join(siteRoot, 'shell', 'dist'), app.config.publicOrigin) : null;
  const templateHashes = siteRoot ? createTemplateHashes(path.join(siteRoot, 'shell', 'dist', 'index.html')) : async () => [];
  const renderFirstView = createFirstViewHost(app.log);
  const profiles = profilesRepository(app.db);
  // A preview that cannot be read only costs the shared link its card: the page is served all the same.
  const previewOf = (pathname: string, data: Parameters<typeof sharePreviewFor>[1]) =>
    sharePreviewFor(pathname, data, profiles.byHandle).catch((error: unknown) => {
      app.log.warn({ err: error, path: pathname }, 'link preview not read');
      return null;
    });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!renderIndex) return reply.status(404).send({ detail: 'Not found.' });
    const [pathname, query] = request.url.split('?');
    const search = query === undefined ? '' : `?${query}`;
    // Each browser keeps its canary seed (a cookie). The page gets both versions of a canaried remote; this
    // browser's (the shared rule the shell's canary plugin applies) decides the first view and the hinted files.
    const seed = assignmentSeed(request, reply);
    const { stable, canaries } = splitCanaries(await readRemotesMapFile(remotesMapFile));
    const [stableRemotes, canaryRemotes] = await Promise.all([
      resolveRemotes(stable),
      resolveRemotes(Object.fromEntries(Object.entries(canaries).map(([name, canary]) => [name, canary.manifest])), { remember: false }),
    ]);
    const bootRemotes = withCanaries(stableRemotes, canaryRemotes, canaries);
    const remotes = activeRemotes(bootRemotes, seed);
    // The routes each deployed remote declares in its manifest decide whose page this is, and its first GETs.
    const remote = pageRemote(remotes, pathname);
    const data = await inlineFirstLoadData(app, request, remote?.location.firstData);
    const [firstView, preview] = await Promise.all([
      renderFirstView(remote, { pathname, search, answers: data }),
      previewOf(pathname, data),
    ]);
    const boot = { config: runtimeConfig(app.config), remotes: toBootRemotes(bootRemotes), data, seed };
    const html = await renderIndex({ pathname, search, boot, remotes, firstView, preview });
    // The CSP follows the remotes map of this very request (a remote may have moved to another origin).
    reply.header('Content-Security-Policy', pageCsp(app.config, remotes, await templateHashes()));
    // The page carries answers for this visitor's session: never shared by a cache.
    return reply.header('Cache-Control', 'no-cache, private').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  }

  app.get('/', { schema: { hide: true } }, sendPage);
  app.get('/index.html', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // Browser navigations get the shell (paths may contain dots, e.g. verification tokens); missing files get 404.
    const navigation = String(request.headers.accept ?? '').includes('text/html') || !path.extname(url);
    const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/remotes/') && navigation;
    if (siteRoot && wantsPage) return sendPage(request, reply);
    return reply.status(404).send({ detail: 'Not found.' });
  });
});
