import type { PercentCrop } from 'react-image-crop';

/** Largest side of the uploaded avatar; bigger crops are scaled down (an avatar is shown at most at 160 px). */
export const MAX_AVATAR_SIDE = 1024;
export const JPEG_QUALITY = 0.9;

/**
 * The crop: 1:1, starting at the full image and centred, i.e. the largest centred square, as a percent crop
 * (react-image-crop keeps it right when the displayed size changes).
 */
export function initialCrop(naturalWidth: number, naturalHeight: number): PercentCrop {
  const side = Math.min(naturalWidth, naturalHeight);
  const width = (side / naturalWidth) * 100;
  const height = (side / naturalHeight) * 100;
  return { unit: '%', x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

export interface SourceRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The crop in the image's own pixels (what drawImage reads), whatever size the image is shown at. */
export function sourceRect(crop: PercentCrop, naturalWidth: number, naturalHeight: number): SourceRect {
  const sx = Math.round((crop.x / 100) * naturalWidth);
  const sy = Math.round((crop.y / 100) * naturalHeight);
  const sw = Math.max(1, Math.min(naturalWidth - sx, Math.round((crop.width / 100) * naturalWidth)));
  const sh = Math.max(1, Math.min(naturalHeight - sy, Math.round((crop.height / 100) * naturalHeight)));
  return { sx, sy, sw, sh };
}

/** The square output: the crop's own size, at most MAX_AVATAR_SIDE. */
export function outputSide(rect: SourceRect): number {
  return Math.max(1, Math.min(MAX_AVATAR_SIDE, Math.round(Math.min(rect.sw, rect.sh))));
}
