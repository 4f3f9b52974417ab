import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_KINDS, collectionOf } from '@receipts/contract';
import { ENDPOINTS } from '@receipts/contract/schemas';
import { HttpError, badRequest, notFound } from '../../../plugins/errors';
import type { DirectoryKind } from '../../directory/data/directory';
import { rowsOf } from '../../../repositories/sql';
import { errorResponses } from '../../../schemas/common';
import { MAX_AVATAR_BYTES, avatarFolder, safeFileName, sniffImageType } from '../../../storage';
import type { ImageType } from '../../../storage/avatar-file';
import { at, schemaFor } from '../../../routes/endpoint';
import { staffOnly } from '../../../plugins/guards';

export const TOO_LARGE = 'The image is larger than 5 MB. Choose a smaller one.';
export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image.';
export const NO_FILE = 'Choose an image file to upload.';
/** Room for the multipart framing around a file of the largest allowed size. */
const FRAMING_BYTES = 64 * 1024;

export const ONE_FILE = 'Send one image file only.';

const tooLarge = () => new HttpError(413, TOO_LARGE);
const oneFileOnly = () => badRequest(ONE_FILE);

/**
 * Staff-only avatar upload (the file goes to the file storage first, under {kind}/{slug}/{timestamp}-{name},
 * with its content type and the uploader id; the URL that comes back is then PATCHed to update-photo/).
 * Checks in order: sign-in (401), staff (403), CSRF (403, the global hook), slug (404), then the body: one file
 * (400), at most 5 MB (413), JPEG/PNG/WebP by its magic bytes (400). The image is never decoded, and nothing is
 * stored unless every check passed.
 */
export const avatarUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only this route accepts multipart bodies; nothing is parsed before the handler runs.
  await app.register(multipart, { limits: AVATAR_MULTIPART_LIMITS });

  for (const noun of ENTITY_KINDS) {
    const kind = collectionOf(noun);
    const Noun = `${noun[0].toUpperCase()}${noun.slice(1)}`;
    const endpoint = ENDPOINTS[kind].avatarUpload;
    app.route({
      ...at(endpoint),
      preValidation: staffOnly,
      schema: schemaFor(
        endpoint,
        {
          tags: ['directory'],
          summary: `Upload a ${noun}'s avatar image (staff; multipart field "file"; JPEG, PNG or WebP up to 5 MB); answers its URL for update-photo`,
          consumes: ['multipart/form-data'],
        },
        errorResponses(400, 401, 403, 404, 413),
      ),
      handler: async (request) => {
        const { slug } = request.params;
        if (!(await slugExists(kind, slug))) throw notFound(`${Noun} not found`);
        const { filename, body, type } = await readAvatarImage(request);
        const stored = await app.storage.put({
          folder: avatarFolder(kind, slug),
          name: safeFileName(filename, type),
          body,
          contentType: type,
          uploaderId: request.user!.id,
        });
        request.log.info({ key: stored.key, uploaderId: request.user!.id, size: body.length }, 'avatar uploaded');
        return { url: stored.url, key: stored.key, content_type: type, size: body.length };
      },
    });
  }

  async function slugExists(kind: DirectoryKind, slug: string): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(app.db, sql`SELECT id FROM ${sql.raw(kind)} WHERE slug = ${slug} LIMIT 1`);
    return rows.length > 0;
  }
};

/** Multipart limits of an avatar upload route (register @fastify/multipart with them in the route's plugin). */
export const AVATAR_MULTIPART_LIMITS = { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 };

/**
 * An avatar upload's body, checked: at most 5 MB (413), multipart with one file (400), JPEG/PNG/WebP by its magic
 * bytes (400). Shared by the staff's pundit avatars and a member's own.
 */
export async function readAvatarImage(request: FastifyRequest): Promise<{ filename: string; body: Buffer; type: ImageType }> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_AVATAR_BYTES + FRAMING_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const { filename, body } = await readOneFile(request);
  const type = sniffImageType(body);
  if (!type) throw badRequest(NOT_AN_IMAGE);
  return { filename, body, type };
}

/**
 * The one file part, read into memory (≤ 5 MB). Every part is read, so a second file is noticed (400) rather than
 * ignored; size and framing problems become 413/400 with a message.
 */
async function readOneFile(request: FastifyRequest): Promise<{ filename: string; body: Buffer }> {
  let file: { filename: string; body: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file) throw oneFileOnly();
      file = { filename: part.filename, body: await part.toBuffer() };
    }
  } catch (error) {
    throw error instanceof HttpError ? error : asUploadError(error);
  }
  if (!file || file.body.length === 0) throw badRequest(NO_FILE);
  return file;
}

function asUploadError(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return oneFileOnly();
  return badRequest(`The upload could not be read: ${(error as Error).message || 'malformed multipart body'}.`);
}

export default avatarUploadRoutes;
