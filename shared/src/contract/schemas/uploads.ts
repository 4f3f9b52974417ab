import { z } from 'zod';

/**
 * Answer of POST /api/{commentators|podcasts|shows}/{slug}/avatar-upload/. Its body is multipart/form-data with
 * one part, field `file` (JPEG, PNG or WebP by its bytes, at most AVATAR_MAX_BYTES), so it has no body schema.
 */
export const avatarUploadResponseSchema = z
  .object({
    /** The stored file's URL: what the client then PATCHes as photo_url (spec §7). */
    url: z.string(),
    /** `{kind}/{slug}/{timestamp}-{name}` in the file storage. */
    key: z.string(),
    /** The type the file's bytes really are. */
    content_type: z.enum(['image/jpeg', 'image/png', 'image/webp']),
    size: z.number(),
  })
  .describe('AvatarUpload');
