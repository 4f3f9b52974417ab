import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { REQUEST_HOOKS } from '../../../plugins/request-hooks';
import { remotesMapSchema, runtimeConfigSchema } from '@receipts/contract/schemas';
import { runtimeConfig } from './site-config';
import { createTemplateHashes, pageCsp } from './csp';
import { activeRemotes, assignmentSeed, splitCanaries, withCanaries } from './canary';
import { serveDeploys } from './deploys';
import { createFirstViewHost } from './first-view';
import { createIndexHtml } from './index-html';
import { inlineFirstLoadData } from './inline-data';
import { createRegistry } from './registry';
import { createRemoteResolver, declaredAccessAt, forViewer, pageRemote, toBootRemotes } from './remote-manifests';
import { serveRemoteFiles } from './remote-files';
import { sharePreviewFor } from './share-preview';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names never change between builds must be revalidated (a remote's federated types too); content-hashed ones never. */
const UNHASHED = /(^|\/)(index\.html|mf-manifest\.json|remoteEntry\.js|@mf-types\.zip|@mf-types\.d\.ts)(\.gz|\.br)?$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  res.setHeader('Cache-Control', UNHASHED.test(filePath.replace(/\\/g, '/')) ? 'no-cache' : IMMUTABLE);
}

/**
 * One origin for everything: the API, the shell at /, each remote's build under /remotes/<folder>/,
 * the remotes map at /remotes.json and browser runtime config at /runtime-config.json. Pages get both
 * inlined (no extra round trips) plus preload hints for the page's remote.
 */
export const sitePlugin = fp(
  async (app: FastifyInstance) => {
    const { siteRoot, remotesMapFile, isProduction } = app.config;
    const deploysRoot = remotesMapFile ? path.dirname(remotesMapFile) : null;
    const resolveRemotes = createRemoteResolver(siteRoot, deploysRoot);
    const registry = createRegistry(app.repos.siteRemotes, {
      siteRoot,
      remotesMapFile,
      log: app.log,
      accessOf: (manifestUrl) => declaredAccessAt(siteRoot, deploysRoot, manifestUrl),
    });
    const sessions = app.repos.sessions;
    // Source maps stay build artifacts: a production server never hands them out.
    const servable = (pathName: string) => !(isProduction && /\.map$/i.test(pathName));

    /** Whether the request's session (cookie, or the API's resolved user) is staff's: staff-only remotes are theirs. */
    async function isStaff(request: FastifyRequest): Promise<boolean> {
      if (request.user) return Boolean(request.user.isStaff);
      const token = request.cookies?.sessionid;
      if (!token) return false;
      const session = await sessions.resolve(token).catch(() => null);
      return Boolean(session?.user.isStaff);
    }

    /**
     * The site's remotes, resolved from the registry (each one's manifest read, or its last reading when unreadable),
     * stable versions and canaries; a manifest read keeps what it declares in the registry for every instance.
     */
    async function siteRemotes() {
      const rows = await registry.current();
      const registered = new Map(rows.map((row) => [row.name, row]));
      const { stable, canaries } = splitCanaries(Object.fromEntries(rows.map((row) => [row.name, row.entry])));
      const onRead = async (name: string, declared: Parameters<typeof registry.repository.remember>[2]) => {
        await registry.repository.remember(registered.get(name), name, declared).then(
          () => registry.forget(),
          (error: unknown) => app.log.warn({ err: error, remote: name }, 'remote declaration not saved'),
        );
      };
      const [stableRemotes, canaryRemotes] = await Promise.all([
        resolveRemotes(stable, { registered, onRead }),
        resolveRemotes(Object.fromEntries(Object.entries(canaries).map(([name, canary]) => [name, canary.manifest])), { registered }),
      ]);
      return { stableRemotes, canaryRemotes, canaries };
    }

    const remotesSchema = {
      tags: ['site'],
      summary: 'The remotes map',
      description:
        'The micro-frontends the shell loads, by name: where each one’s manifest is and what it declares. Per session (a staff-only remote’s files are named to staff only), never cached by a shared cache.',
      response: { 200: remotesMapSchema },
    };
    app.get('/remotes.json', { schema: remotesSchema }, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache, private').header('Vary', 'Cookie');
      // The registry now: a deploy takes effect on the next read, no rebuild or restart.
      const { stableRemotes, canaryRemotes, canaries } = await siteRemotes();
      return forViewer(toBootRemotes(withCanaries(stableRemotes, canaryRemotes, canaries)), await isStaff(request));
    });

    const sendConfig = async (_request: unknown, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
      return runtimeConfig(app.config);
    };
    const configSchema = (tag: string) => ({
      tags: [tag],
      summary: 'Browser runtime configuration',
      description:
        'What the browser needs that no build bakes in: the API’s base URL, the sign-in provider’s settings, the time zone of event dates.',
      response: { 200: runtimeConfigSchema },
    });
    app.get('/runtime-config.json', { schema: configSchema('site') }, sendConfig);
    app.get('/api/config/', { schema: configSchema('meta') }, sendConfig);

    if (siteRoot) {
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
    // Each registered remote's build under /remotes/<folder>/ (and its releases at /deploys/): staff-only ones to staff only.
    serveRemoteFiles(app, { siteRoot, registry, isStaff });

    const renderIndex = siteRoot ? createIndexHtml(path.join(siteRoot, 'shell', 'dist'), app.config.publicOrigin) : null;
    const templateHashes = siteRoot ? createTemplateHashes(path.join(siteRoot, 'shell', 'dist', 'index.html')) : async () => [];
    const renderFirstView = createFirstViewHost(app.log);
    const profiles = app.repos.profiles;
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
      const [{ stableRemotes, canaryRemotes, canaries }, staff] = await Promise.all([siteRemotes(), isStaff(request)]);
      const bootRemotes = withCanaries(stableRemotes, canaryRemotes, canaries);
      const remotes = activeRemotes(bootRemotes, seed);
      // The routes each deployed remote declares in its manifest decide whose page this is, and its first GETs.
      const remote = pageRemote(remotes, pathname);
      const data = await inlineFirstLoadData(app, request, remote?.location.firstData);
      const [firstView, preview] = await Promise.all([
        renderFirstView(remote, { pathname, search, answers: data }),
        previewOf(pathname, data),
      ]);
      const boot = { config: runtimeConfig(app.config), remotes: forViewer(toBootRemotes(bootRemotes), staff), data, seed };
      const html = await renderIndex({ pathname, search, boot, remotes, firstView, preview });
      // The CSP follows the remotes map of this very request (a remote may have moved to another origin).
      // A staff-only remote's origin is named to staff only.
      const allowed = staff ? remotes : new Map([...remotes].filter(([, remote]) => remote.location.access !== 'staff'));
      reply.header('Content-Security-Policy', pageCsp(app.config, allowed, await templateHashes()));
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
  },
  // After swagger, which documents only the routes added once it is in (/api/config/, the runtime config, remotes.json).
  { name: 'site', dependencies: ['swagger', 'repositories', ...REQUEST_HOOKS] },
);

export default sitePlugin;
