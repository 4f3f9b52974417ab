import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from './registry';

const AREA = /^\/(remotes|deploys)\/([^/?]+)\//;

const notFound = (reply: FastifyReply) => reply.status(404).header('Cache-Control', 'no-cache').send({ detail: 'Not found.' });

/**
 * The files of registered remotes: each one's build at /remotes/<folder>/ (from <site root>/<folder>/dist/) and, beside
 * the remotes map, its releases at /deploys/<folder>/… (deploys.ts). A folder the registry does not know is 404. A
 * staff-only remote's files (manifest, entry, chunks, source maps, anything) go to a staff session only, as
 * `Cache-Control: private`: 404 for anyone else, so nobody learns they exist. Which spellings and files of a
 * folder may go out at all is the static guard's say (plugins/static-guard), before this.
 */
export function serveRemoteFiles(
  app: FastifyInstance,
  { siteRoot, registry, isStaff }: { siteRoot: string | null; registry: Registry; isStaff: (request: FastifyRequest) => Promise<boolean> },
): void {
  const privateFiles = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const folder = AREA.exec(request.url)?.[2];
    if (!folder) return;
    const owner = async (maxAgeMs?: number) => (await registry.recent(maxAgeMs)).find((row) => row.folder === folder);
    // A remote registered since this process last looked is found on a fresh read.
    const row = (await owner()) ?? (await owner(0));
    if (!row) return notFound(reply);
    if (row.access === 'public') return;
    if (!(await isStaff(request))) return notFound(reply);
    privateFiles.add(request);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!privateFiles.has(request)) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? 'no-cache');
    reply.header('Cache-Control', cacheControl.includes('immutable') ? 'private, max-age=31536000, immutable' : 'private, no-cache');
    reply.header('Vary', 'Cookie');
    return payload;
  });

  if (!siteRoot) return;
  app.get<{ Params: { folder: string; '*': string } }>('/remotes/:folder/*', { schema: { hide: true } }, (request, reply) => {
    const { folder, '*': file } = request.params;
    reply.header('Access-Control-Allow-Origin', '*');
    return reply.sendFile(file, path.join(siteRoot, folder, 'dist'));
  });
}
