import { useState } from 'react';
import { isApiError } from '@receipts/shared';
import { IMAGE_ONLY, isImageFile, type AvatarKind } from '../api/avatar-kinds';
import { jpegName, type CroppedImage } from '../api/crop-image';
import { readAsDataUrl } from '../api/read-file';
import { changeAvatar } from '../api/upload-avatar';

/** The chosen image while the crop dialog is open. */
export interface CropSource {
  src: string;
  name: string;
}

interface Cropped {
  blob: Blob;
  preview: string;
  name: string;
}

/** "Failed to upload avatar" plus the server's own words when it gave any (e.g. the 5 MB limit). */
export function uploadErrorText(uploadError: string, error: unknown): string {
  const detail = isApiError(error) ? error.detail : undefined;
  if (!detail) return uploadError;
  return /[.!?]$/.test(uploadError) ? `${uploadError} ${detail}` : `${uploadError}: ${detail}`;
}

/**
 * The avatar upload's states: idle → choose an image → crop it (dialog) → preview → uploading (controls disabled,
 * progress) → the entity is reloaded and the preview cleared; or an error message, keeping the preview.
 */
export function useAvatarUpload(kind: AvatarKind, slug: string, uploadError: string, onUploaded: () => void) {
  const [source, setSource] = useState<CropSource | null>(null);
  const [cropped, setCropped] = useState<Cropped | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const uploading = progress !== null;

  async function choose(file: File | undefined) {
    setDone(false);
    setError(null);
    if (!file) return;
    if (!isImageFile(file)) {
      setError(IMAGE_ONLY);
      return;
    }
    try {
      setSource({ src: await readAsDataUrl(file), name: file.name });
    } catch {
      setError(IMAGE_ONLY);
    }
  }

  function acceptCrop({ jpeg, preview }: CroppedImage) {
    setCropped({ blob: jpeg, preview, name: jpegName(source?.name ?? 'avatar') });
    setSource(null);
  }

  async function upload() {
    if (!cropped || uploading) return;
    setProgress(0);
    setError(null);
    try {
      await changeAvatar(kind, slug, cropped.blob, cropped.name, setProgress);
      setCropped(null);
      setDone(true);
      onUploaded();
    } catch (failure) {
      console.error('Avatar upload failed', failure);
      setError(uploadErrorText(uploadError, failure));
    } finally {
      setProgress(null);
    }
  }

  return {
    source,
    preview: cropped?.preview ?? null,
    uploading,
    progress,
    error,
    done,
    choose,
    cancelCrop: () => setSource(null),
    confirmCrop: acceptCrop,
    upload,
  };
}
