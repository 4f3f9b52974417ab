import type { PercentCrop } from 'react-image-crop';
import { JPEG_QUALITY, outputSide, sourceRect } from './crop-geometry';

export interface CroppedImage {
  /** The JPEG that is uploaded. */
  jpeg: Blob;
  /** The same pixels as a data: URL, for the preview (no Blob → FileReader round trip). */
  preview: string;
}

/** Draws the cropped part of a loaded image on a canvas and encodes it as JPEG: avatars are stored as JPEG. */
export function cropToJpeg(image: HTMLImageElement, crop: PercentCrop): Promise<CroppedImage> {
  const rect = sourceRect(crop, image.naturalWidth, image.naturalHeight);
  const side = outputSide(rect);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw images'));
  // JPEG has no transparency: transparent PNG areas become white rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (jpeg) =>
        jpeg ? resolve({ jpeg, preview: canvas.toDataURL('image/jpeg', JPEG_QUALITY) }) : reject(new Error('Could not encode the image')),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/** `face.png` → `face.jpg`: the uploaded file is the cropped JPEG. */
export const jpegName = (original: string) => `${original.replace(/\.[^.]*$/, '') || 'avatar'}.jpg`;
