import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_REGISTRY } from '@receipts/shared/routes';

/** `<remote folder>/<version>-<content hash>/<file>`, as `npm run deploy` publishes them (shared/build/remote-deploy.cjs). */
const RELEASE_FILE = /^\/?([a-z0-9-]+)\/[0-9A-Za-z.+_-]+-[0-9a-f]{10}\/(.+)$/;
const UNHASHED = /(^|\/)(mf-manifest\.json|remoteEntry\.js)(\.gz|\.br)?$/;

/**
 * Serves the versioned folders `npm run deploy -- --to <dir>` publishes beside the remotes map (REMOTES_MAP =
 * <dir>/remotes.json) at /deploys/<folder>/<version>-<hash>/: nothing else of that folder, never a remote's server
 * build, no source maps in production. A published folder never changes, so its hashed files are cached for a year.
 */
export async function serveDeploys(app: FastifyInstance, remotesMapFile: string, isProduction: boolean): Promise<void> {
  const folders = new Set(REMOTE_REGISTRY.map((remote) => remote.folder));
  await app.register(fastifyStatic, {
    root: path.dirname(remotesMapFile),
    prefix: '/deploys/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    index: false,
    allowedPath: (pathName) => {
      const match = RELEASE_FILE.exec(pathName);
      if (!match || !folders.has(match[1])) return false;
      return !/^ssr\//.test(match[2]) && !(isProduction && /\.map$/i.test(match[2])) && !match[2].split('/').includes('..');
    },
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', UNHASHED.test(filePath.replace(/\\/g, '/')) ? 'no-cache' : 'public, max-age=31536000, immutable');
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
