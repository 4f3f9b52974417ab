import { directoryApi } from '@receipts/shared';
import type { AvatarKind } from './avatar-kinds';

export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sets an entity's avatar: the chosen image becomes a URL, which is sent as photo_url
 * (PATCH /api/{kind}/{slug}/update-photo/). The spec's cloud file storage step is not part of this
 * platform yet, so the URL is the image's data: URL; if the API refuses it, the caller shows the
 * upload error.
 */
export async function uploadAvatar(kind: AvatarKind, slug: string, file: File): Promise<void> {
  const photoUrl = await readFileAsDataUrl(file);
  await directoryApi[kind].updatePhoto(slug, photoUrl);
}
