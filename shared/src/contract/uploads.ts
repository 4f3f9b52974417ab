/** Answer of POST /api/{commentators|podcasts|shows}/{slug}/avatar-upload/ (multipart, field `file`). */
export interface AvatarUploadResponse {
  /** The stored file's URL: what the client then PATCHes as photo_url (spec §7). */
  url: string;
  /** `{kind}/{slug}/{timestamp}-{name}` in the file storage. */
  key: string;
  /** The type the file's bytes really are. */
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
}

/** Spec §9: avatar files are at most 5 MB (larger ones get a 413). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
