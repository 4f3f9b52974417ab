import type { z } from 'zod';
import type { avatarUploadResponseSchema } from './schemas/uploads';

/** Answer of POST /api/{commentators|podcasts|shows}/{slug}/avatar-upload/ (multipart, field `file`). */
export type AvatarUploadResponse = z.output<typeof avatarUploadResponseSchema>;

/** Avatar files are at most 5 MB (larger ones get a 413). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
