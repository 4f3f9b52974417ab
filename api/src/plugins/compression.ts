import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Responses under this size gain less from compression than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API JSON and the HTML page on the fly (brotli or gzip, by Accept-Encoding). Static build
 * files are precompressed at build time and served as they are (they already carry Content-Encoding).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Fast settings: these answers are made per request, unlike the build's maximum-effort files.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);

export default compressionPlugin;
