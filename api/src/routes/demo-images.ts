import type { FastifyInstance } from 'fastify';
import { DEMO_IMAGES_PREFIX, drawDemoImage } from '../seed/demo-images';

/**
 * GET /demo-images/{person|shape|video}/{seed}.svg: the demo seed's avatars, photos and video thumbnails, drawn
 * here (same origin, so `img-src 'self'` covers them). Outside /api and the contract: an image, not an API answer.
 */
export async function demoImageRoutes(app: FastifyInstance) {
  app.get(`${DEMO_IMAGES_PREFIX}/:style/:file`, { schema: { hide: true } }, async (request, reply) => {
    const { style, file } = request.params as { style: string; file: string };
    const image = file.endsWith('.svg') ? drawDemoImage(style, file.slice(0, -'.svg'.length)) : null;
    if (!image) return reply.status(404).header('Cache-Control', 'no-cache').send({ detail: 'Not found.' });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(image);
  });
}

export default demoImageRoutes;
