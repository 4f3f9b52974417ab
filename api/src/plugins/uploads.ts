import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_HOOKS } from './request-hooks';
import { z } from 'zod';
import { errorSchema } from '@receipts/contract/schemas';
import { createStorage, type FileStorage } from '../storage';
import { TYPE_OF_EXTENSION } from '../storage/avatar-file';
import { UPLOADS_PREFIX } from '../storage/local-storage';
import { IMMUTABLE_CACHE } from '../storage/s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded avatars go (local folder or S3), chosen by `config.storage`. */
    storage: FileStorage;
  }
}

/**
 * The file storage, and with the local driver the files themselves under /uploads/…: only the image types
 * the upload endpoint stores, with their content type, `nosniff`, no scripts even if opened directly, and a
 * year of caching (a stored name is never reused, so a file never changes).
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, options: { storage?: FileStorage } = {}) => {
    const { storage: config, publicOrigin } = app.config;
    app.decorate('storage', options.storage ?? createStorage(config, publicOrigin));
    if (config.driver !== 'local') return;
    const root = path.resolve(config.dir);

    const schema = {
      tags: ['site'],
      summary: 'An uploaded image',
      description:
        'A file stored by an avatar upload, at the `url` its answer gave (a year of caching: a stored name is never reused). Only the image types the upload stores are served, with their own type.',
      params: z.object({ '*': z.string().describe('The stored name: `{kind}/{slug}/{timestamp}-{name}`, as in the upload’s url') }),
      response: { 404: errorSchema },
    };
    const produces = [...new Set(Object.values(TYPE_OF_EXTENSION))];
    app.get(`${UPLOADS_PREFIX}*`, { schema, config: { produces } }, async (request, reply) => {
      // Only safe segments ending in an image type reach here: the static guard (plugins/static-guard) decided.
      const segments = (request.params as { '*': string })['*'].split('/');
      const type =
        TYPE_OF_EXTENSION[
          path
            .extname(segments[segments.length - 1] ?? '')
            .slice(1)
            .toLowerCase()
        ];
      const stat = type ? await statFile(path.join(root, ...segments)) : null;
      if (!stat) return reply.status(404).header('Cache-Control', 'no-cache').send({ detail: 'Not found.' });
      return reply
        .header('Content-Type', type)
        .header('Content-Length', stat.size)
        .header('Cache-Control', IMMUTABLE_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Last-Modified', stat.mtime.toUTCString())
        .send(fs.createReadStream(path.join(root, ...segments)));
    });
  },
  // After swagger, which documents only the routes added once it is in.
  { name: 'uploads', dependencies: ['swagger', ...REQUEST_HOOKS] },
);

async function statFile(file: string): Promise<fs.Stats | null> {
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

export default uploadsPlugin;
