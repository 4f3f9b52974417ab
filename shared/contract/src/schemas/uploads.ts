import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../uploads';

/** What an avatar file may be, by its bytes. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The avatar upload's multipart body: one part, field `file`. */
export const avatarUpload = { field: 'file', types: AVATAR_TYPES, maxBytes: AVATAR_MAX_BYTES } as const;

/**
 * Answer of POST /api/{commentators|podcasts|shows}/{slug}/avatar-upload/. Its body is multipart/form-data with
 * one part, field `file` (JPEG, PNG or WebP by its bytes, at most AVATAR_MAX_BYTES), so it has no body schema.
 */
export const avatarUploadResponseSchema = z
  .object({
    /** The stored file's URL: what the client then PATCHes as photo_url. */
    url: z.string(),
    /** `{kind}/{slug}/{timestamp}-{name}` in the file storage. */
    key: z.string(),
    /** The type the file's bytes really are. */
    content_type: z.enum(AVATAR_TYPES),
    size: z.number(),
  })
  .describe('AvatarUpload');
