import { useState } from 'react';
import { IMAGE_ONLY, isImageFile, type AvatarKind } from '../api/avatar-kinds';
import { readFileAsDataUrl, uploadAvatar } from '../api/upload-avatar';

interface Chosen {
  file: File;
  preview: string;
}

/** Spec §4 Avatar upload: idle → uploading (controls disabled) → entity reloaded and preview cleared, or an error. */
export function useAvatarUpload(kind: AvatarKind, slug: string, uploadError: string, onUploaded: () => void) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function choose(file: File | undefined) {
    setDone(false);
    setError(null);
    if (!file) return;
    if (!isImageFile(file)) {
      setChosen(null);
      setError(IMAGE_ONLY);
      return;
    }
    try {
      setChosen({ file, preview: await readFileAsDataUrl(file) });
    } catch {
      setError(IMAGE_ONLY);
    }
  }

  async function upload() {
    if (!chosen || uploading) return;
    setUploading(true);
    setError(null);
    try {
      await uploadAvatar(kind, slug, chosen.file);
      setChosen(null);
      setDone(true);
      onUploaded();
    } catch {
      setError(uploadError);
    } finally {
      setUploading(false);
    }
  }

  return { preview: chosen?.preview ?? null, uploading, error, done, choose, upload };
}
