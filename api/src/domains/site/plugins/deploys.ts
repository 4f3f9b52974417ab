import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const UNHASHED = /(^|\/)(mf-manifest\.json|remoteEntry\.js)(\.gz|\.br)?$/;

/**
 * Serves the versioned folders `npm run deploy -- --to <dir>` publishes beside the remotes map (REMOTES_MAP =
 * <dir>/remotes.json) at /deploys/<folder>/<version>-<hash>/. Which files of that folder may go out (only
 * releases of known remotes, never a server build, no source maps in production) is the static guard's say
 * (plugins/static-guard). A published folder never changes, so its hashed files are cached for a year.
 */
export async function serveDeploys(app: FastifyInstance, remotesMapFile: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.dirname(remotesMapFile),
    prefix: '/deploys/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    index: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', UNHASHED.test(filePath.replace(/\\/g, '/')) ? 'no-cache' : 'public, max-age=31536000, immutable');
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
